/**
 * Module hooks for the call trace (./trace.ts): every function of the package's `src/` files starts
 * by reporting its file and its name to `globalThis.__piTrace`, added by a TypeScript transform at
 * load time. The product code has no hook of its own; files outside `src/` load as they are.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SRC = new URL("../../src/", import.meta.url).href;

/** `file` relative to the repository, as the trace names it. */
function shortName(url) {
	return `src/${url.slice(SRC.length)}`;
}

/** A function's name as the trace prints it: its own, the variable or property it is bound to, or its line. */
function functionName(node, source) {
	if (node.name !== undefined && ts.isIdentifier(node.name)) return node.name.text;
	const parent = node.parent;
	if (parent !== undefined && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
	if (ts.isConstructorDeclaration(node)) return "constructor";
	return `(line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

/** A function body that first reports `name` and the function; an arrow's expression body becomes a block returning it. */
function withReport(factory, body, name, fn) {
	const report = factory.createExpressionStatement(
		factory.createCallChain(factory.createPropertyAccessExpression(factory.createIdentifier("globalThis"), "__piTrace"), factory.createToken(ts.SyntaxKind.QuestionDotToken), undefined, [factory.createStringLiteral(name), factory.createStringLiteral(fn)]),
	);
	if (ts.isBlock(body)) return factory.updateBlock(body, [report, ...body.statements]);
	return factory.createBlock([report, factory.createReturnStatement(body)], true);
}

/** The transform: each function-like node with a body reports its file and its name on entry. */
function reporting(name) {
	return (context) => {
		const { factory } = context;
		let source;
		const visit = (node) => {
			const fn = ts.isFunctionLike(node) ? functionName(node, source) : "";
			const visited = ts.visitEachChild(node, visit, context);
			if (ts.isArrowFunction(visited)) return factory.updateArrowFunction(visited, visited.modifiers, visited.typeParameters, visited.parameters, visited.type, visited.equalsGreaterThanToken, withReport(factory, visited.body, name, fn));
			if (ts.isFunctionDeclaration(visited) && visited.body) return factory.updateFunctionDeclaration(visited, visited.modifiers, visited.asteriskToken, visited.name, visited.typeParameters, visited.parameters, visited.type, withReport(factory, visited.body, name, fn));
			if (ts.isFunctionExpression(visited)) return factory.updateFunctionExpression(visited, visited.modifiers, visited.asteriskToken, visited.name, visited.typeParameters, visited.parameters, visited.type, withReport(factory, visited.body, name, fn));
			if (ts.isMethodDeclaration(visited) && visited.body) return factory.updateMethodDeclaration(visited, visited.modifiers, visited.asteriskToken, visited.name, visited.questionToken, visited.typeParameters, visited.parameters, visited.type, withReport(factory, visited.body, name, fn));
			if (ts.isGetAccessorDeclaration(visited) && visited.body) return factory.updateGetAccessorDeclaration(visited, visited.modifiers, visited.name, visited.parameters, visited.type, withReport(factory, visited.body, name, fn));
			if (ts.isSetAccessorDeclaration(visited) && visited.body) return factory.updateSetAccessorDeclaration(visited, visited.modifiers, visited.name, visited.parameters, withReport(factory, visited.body, name, fn));
			if (ts.isConstructorDeclaration(visited) && visited.body) return factory.updateConstructorDeclaration(visited, visited.modifiers, visited.parameters, withReport(factory, visited.body, name, fn));
			return visited;
		};
		return (file) => {
			source = file;
			return ts.visitNode(file, visit);
		};
	};
}

/** Loads a `src/` TypeScript file with every function reporting its file and name; anything else as usual. */
export async function load(url, context, nextLoad) {
	if (!url.startsWith(SRC) || !url.endsWith(".ts")) return nextLoad(url, context);
	const source = readFileSync(fileURLToPath(url), "utf8");
	const output = ts.transpileModule(source, {
		fileName: fileURLToPath(url),
		compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false, isolatedModules: true },
		transformers: { before: [reporting(shortName(url))] },
	});
	return { format: "module", source: output.outputText, shortCircuit: true };
}
