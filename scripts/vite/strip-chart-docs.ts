/**
 * Build plugin: the machines carry their documentation (`description` texts, `meta.spec` references, the texts of
 * `described(...)` guards) on the runtime objects, which is where the statechart generator reads it (under Node,
 * from the source). A player's browser never reads it, so production bundles drop it: each `description: "…"` and
 * `meta: {…}` property goes (with its comma), and each `described(…)` text becomes `""`. Only files under machines/
 * are touched; behaviour does not change.
 */
import type { Plugin } from "vite";
import ts from "typescript";

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isDocText = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isDocText(node.left) && isDocText(node.right)) ||
  (ts.isParenthesizedExpression(node) && isDocText(node.expression));

export function stripChartDocs(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  /** Removes a property of an object literal, and the comma after it when there is one. */
  const removeProperty = (node: ts.Node) => {
    const after = /^\s*,/.exec(source.slice(node.end));
    edits.push({ start: node.getStart(file), end: node.end + (after ? after[0].length : 0), text: "" });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ts.isObjectLiteralExpression(node.parent)) {
      if (node.name.text === "description" && isDocText(node.initializer)) {
        removeProperty(node);
        return;
      }
      if (node.name.text === "meta" && ts.isObjectLiteralExpression(node.initializer)) {
        removeProperty(node);
        return;
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "described") {
      const [text] = node.arguments;
      if (text && isDocText(text)) edits.push({ start: text.getStart(file), end: text.end, text: '""' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function stripChartDocsPlugin(): Plugin {
  return {
    name: "strip-chart-docs",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\/machines\/.+\.ts$/.test(id) || /\.(samples|selectors)\.ts$/.test(id)) return null;
      return { code: stripChartDocs(code, id), map: null };
    },
  };
}
