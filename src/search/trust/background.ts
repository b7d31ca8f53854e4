/**
 * Screening the whole catalog without holding up the user: `/tools` lists every flagged tool, and
 * screening a large catalog at once (10,000 tools, about a second) would stall the terminal. So
 * after a sync the session screens the tools not screened yet in small slices, letting the event
 * loop run between them; results and `/tools` read the same cache (./screen.ts `screenOnce`), and
 * a result screens the tools it shows at once if the pass has not reached them.
 */
import { screenOnce } from "./screen.ts";

/** Milliseconds of screening in one slice before the event loop gets a turn. */
const SLICE_MS = 4;

type Screenable = { description: string; parameters?: unknown };

/** One pass at a time over the tools a catalog has when it starts. */
export class BackgroundScreening {
	private running = false;
	private again = false;

	/** Screens `tools()` in slices; a call while a pass runs starts one more after it. */
	schedule(tools: () => Iterable<Screenable>): void {
		if (this.running) {
			this.again = true;
			return;
		}
		this.running = true;
		const pending = [...tools()];
		let next = 0;
		const slice = (): void => {
			const until = performance.now() + SLICE_MS;
			while (next < pending.length && performance.now() < until) screenOnce(pending[next++] as Screenable);
			if (next < pending.length) {
				setImmediate(slice);
				return;
			}
			this.running = false;
			if (this.again) {
				this.again = false;
				this.schedule(tools);
			}
		};
		setImmediate(slice);
	}
}
