/** Questions the scripted model asks in more than one end-to-end test (the terminal dialog and the RPC dialog). */

/** A single-select question whose first option is the model's recommendation. */
export const DATABASE = {
	question: "Which database should the service use?",
	header: "Database",
	multiSelect: false,
	options: [
		{ label: "Postgres (Recommended)", description: "Relational and mature; runs in the existing cluster." },
		{ label: "SQLite", description: "One file next to the service; no server to run." },
	],
};

/** A multi-select question with three options. */
export const FEATURES = {
	question: "Which features should ship first?",
	header: "Features",
	multiSelect: true,
	options: [
		{ label: "Search", description: "Full-text search over all records." },
		{ label: "Export", description: "Download records as CSV." },
		{ label: "Sharing", description: "Read-only links for people outside the team." },
	],
};
