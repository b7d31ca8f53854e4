import type { Component, TUI } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { rowsForComponent } from "../../src/host/tui-rows.ts";

/** A component of `height` rows that counts how often it was drawn. */
function part(height: number): Component & { renders: number } {
	const lines = Array.from({ length: height }, (_, i) => `row ${i}`);
	return {
		renders: 0,
		render() {
			this.renders++;
			return lines;
		},
		invalidate() {},
	};
}

function container(...children: Component[]): Component & { children: Component[] } {
	return { children, render: () => children.flatMap((child) => [...child.render(80)]), invalidate() {} };
}

describe("rowsForComponent", () => {
	const dialog = part(0);

	it("pi 0.73 and pi 1.x regular mode: the terminal's rows less the parts below the editor; what is above scrolls away", () => {
		const transcript = part(500);
		const footer = part(2);
		const tui = { terminal: { rows: 24 }, children: [transcript, part(1), container(dialog), part(0), footer] } as unknown as TUI;
		expect(rowsForComponent(tui, dialog, 80)).toBe(22);
		expect(transcript.renders).toBe(0);
		expect(rowsForComponent({ ...tui, mode: "regular" } as unknown as TUI, dialog, 80)).toBe(22);
	});

	it("pi 1.x fullscreen: the transcript keeps one row, every other part keeps its own", () => {
		const transcript = part(500);
		const tui = { mode: "fullscreen", terminal: { rows: 20 }, children: [transcript, part(0), part(1), part(0), container(dialog), part(0), part(2)] } as unknown as TUI;
		expect(rowsForComponent(tui, dialog, 100)).toBe(16);
		expect(transcript.renders).toBe(0);
	});

	it("without a terminal there is no limit; without finding itself, it leaves room for pi's footer", () => {
		expect(rowsForComponent({} as TUI, dialog, 80)).toBeUndefined();
		expect(rowsForComponent({ terminal: { rows: 30 }, children: [] } as unknown as TUI, dialog, 80)).toBe(27);
		expect(rowsForComponent({ terminal: { rows: 4 }, children: [container(dialog), part(2)] } as unknown as TUI, dialog, 80)).toBe(6);
	});
});
