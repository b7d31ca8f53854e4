/** Sizes of files as people read them. */

/** A byte count as people read it: "812 B", "45 KB", "1.2 MB" (binary units, as file managers show them). */
export function formatBytes(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
	return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
