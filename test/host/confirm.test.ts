/**
 * A confirm that keys typed ahead cannot answer: while the question is new, every key but the ones
 * that cancel is held back from it; after that, and once it is answered, keys pass as before.
 */
import { describe, expect, it } from "vitest";
import { CONFIRM_QUIET_MS, type ConfirmUi, confirmUnhurried } from "../../src/host/confirm.ts";

type Handler = (data: string) => { consume?: boolean; data?: string } | undefined;

function fakeUi() {
	const handlers = new Set<Handler>();
	let answer: (yes: boolean) => void = () => {};
	const ui: ConfirmUi = {
		confirm: () => new Promise<boolean>((resolve) => (answer = resolve)),
		onTerminalInput: (handler) => {
			handlers.add(handler);
			return () => void handlers.delete(handler);
		},
	};
	/** A key as pi's terminal gives it: true when a listener kept it from the question. */
	const press = (data: string): boolean => [...handlers].some((handler) => handler(data)?.consume === true);
	return { ui, handlers, press, answer: (yes: boolean) => answer(yes) };
}

describe("confirmUnhurried", () => {
	it("holds back Enter and other keys while the question is new, lets Esc and Ctrl+C cancel, then lets every key through", async () => {
		let now = 1_000;
		const fake = fakeUi();
		const asked = confirmUnhurried(fake.ui, "Turn it off?", "Why.", () => now);
		expect(fake.press("\r")).toBe(true);
		expect(fake.press("y")).toBe(true);
		expect(fake.press("\u001b[B")).toBe(true);
		expect(fake.press("\u001b")).toBe(false);
		expect(fake.press("\u0003")).toBe(false);
		now += CONFIRM_QUIET_MS - 1;
		expect(fake.press("\r")).toBe(true);
		now += 1;
		expect(fake.press("\r")).toBe(false);
		expect(fake.handlers.size).toBe(0);
		fake.answer(true);
		expect(await asked).toBe(true);
	});

	it("stops listening once the question is answered, even while it is new", async () => {
		const fake = fakeUi();
		const asked = confirmUnhurried(fake.ui, "Turn it off?", "Why.", () => 0);
		expect(fake.handlers.size).toBe(1);
		fake.answer(false);
		expect(await asked).toBe(false);
		expect(fake.handlers.size).toBe(0);
	});

	it("asks as it is where pi has no terminal input (RPC)", async () => {
		expect(await confirmUnhurried({ confirm: async () => true }, "Turn it off?", "Why.")).toBe(true);
	});
});
