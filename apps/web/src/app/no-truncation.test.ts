// @vitest-environment node
// No field cuts what is typed or pasted: antd's maxLength (and an exceedFormatter in `count`) drops
// characters without a word. A limit is a rule that refuses at the field with the limit named.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CUTTING = new Set(['maxLength', 'maxlength', 'exceedFormatter']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The JSX attributes and object keys of a file that would cut a text. */
export function cuttingProps(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      CUTTING.has(node.name.getText(file))
    ) {
      found.push(
        `${path.relative(webSrc, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${node.name.getText(file)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no field cuts a text', () => {
  it('finds a maxLength when there is one', () => {
    expect(cuttingProps('x.tsx', 'const a = <Input maxLength={6} />;')).toEqual([expect.stringMatching(/x.tsx:1 maxLength$/)]);
    expect(cuttingProps('x.tsx', 'const a = <Input count={{ max: 6, exceedFormatter: cut }} />;')).toHaveLength(1);
    expect(cuttingProps('x.tsx', 'const a = <Input count={{ show: true, max: 6 }} />;')).toEqual([]);
  });

  it('has no maxLength or exceedFormatter on any input of the app', () => {
    const found = tsxFiles(webSrc).flatMap((file) => cuttingProps(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
