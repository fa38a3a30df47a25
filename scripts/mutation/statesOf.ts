/**
 * Where a line of a machine file lives in its machine: the state path (`ready.cancelling`) of the
 * innermost state whose config holds the line, the `setup()` entry (`action setError`,
 * `guard isValid`) it belongs to, or the file's top-level function or constant (`helper
 * validateInput`, `helper selectIsOpen`). Read from the source with the TypeScript parser, so a mutant
 * reported by line and column can be named by the state a reader looks for in the diagram.
 */
import ts from 'typescript';

type Range = { start: number; end: number; place: string };

const nameOf = (property: ts.ObjectLiteralElementLike): string | null =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;

const objectOf = (property: ts.ObjectLiteralElementLike): ts.ObjectLiteralExpression | null =>
  ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer) ? property.initializer : null;

/** The ranges of each state's config (`states: { name: {…} }`), nested under their parents' paths. */
function stateRanges(config: ts.ObjectLiteralExpression, path: string[], ranges: Range[]): void {
  for (const property of config.properties) {
    const states = nameOf(property) === 'states' ? objectOf(property) : null;
    if (!states) continue;
    for (const state of states.properties) {
      const name = nameOf(state);
      const body = objectOf(state);
      if (!name || !body) continue;
      const statePath = [...path, name];
      ranges.push({ start: state.getStart(), end: state.getEnd(), place: `state ${statePath.join('.')}` });
      stateRanges(body, statePath, ranges);
    }
  }
}

/** The ranges of `setup({ actions: { x }, guards: { y }, actors: { z } })` entries. */
function setupRanges(setupArgument: ts.ObjectLiteralExpression, ranges: Range[]): void {
  const kinds: Record<string, string> = { actions: 'action', guards: 'guard', actors: 'actor', delays: 'delay' };
  for (const property of setupArgument.properties) {
    const kind = kinds[nameOf(property) ?? ''];
    const entries = kind ? objectOf(property) : null;
    for (const entry of entries?.properties ?? []) {
      const name = nameOf(entry) ?? (ts.isShorthandPropertyAssignment(entry) ? entry.name.text : null);
      if (name) ranges.push({ start: entry.getStart(), end: entry.getEnd(), place: `${kind} ${name}` });
    }
  }
}

/** Maps 1-based lines and columns of one source file to the machine place that holds them. */
export function machinePlaces(fileName: string, text: string): (line: number, column: number) => string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const ranges: Range[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      const argument = node.arguments[0];
      if (argument && ts.isObjectLiteralExpression(argument)) {
        if (name === 'createMachine') {
          ranges.push({ start: argument.getStart(), end: argument.getEnd(), place: 'machine (top level)' });
          stateRanges(argument, [], ranges);
        } else if (name === 'setup') setupRanges(argument, ranges);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Outside the machine, the file's own top-level function or constant (a helper, a selector).
  for (const statement of source.statements) {
    const names =
      ts.isFunctionDeclaration(statement) && statement.name
        ? [statement.name.text]
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []))
          : [];
    if (names.length) ranges.push({ start: statement.getStart(), end: statement.getEnd(), place: `helper ${names.join(', ')}` });
  }
  return (line, column) => {
    const position = source.getPositionOfLineAndCharacter(line - 1, column - 1);
    // The innermost range holding the position: the smallest one.
    const holding = ranges.filter((range) => range.start <= position && position < range.end).sort((a, b) => a.end - a.start - (b.end - b.start));
    return holding[0]?.place ?? 'elsewhere in the file';
  };
}
