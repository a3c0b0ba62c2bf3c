// @vitest-environment node
// Every visible text comes from the catalogs: this fails when a .tsx file writes words straight
// into JSX (text between tags, or a string literal as a child), bypassing i18n.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LETTERS = /\p{L}/u;
// Attributes that people read or hear (screen readers) as text.
const TEXT_ATTRIBUTES = new Set(['title', 'aria-label', 'alt', 'label', 'tooltip', 'okText', 'cancelText']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The literal texts with letters that a JSX element shows as its content. */
export function jsxLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression
    ) {
      const inner = node.expression;
      if ((ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) && LETTERS.test(inner.text))
        found.push(inner.text);
    }
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      if (LETTERS.test(node.initializer.text)) found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no JSX text bypasses the catalogs', () => {
  it('finds literal text (the check itself works)', () => {
    expect(jsxLiterals('a.tsx', 'const A = () => <p>Hallo Welt</p>;')).toEqual(['Hallo Welt']);
    expect(jsxLiterals('a.tsx', "const A = () => <p>{'Speichern'}</p>;")).toEqual(['Speichern']);
    expect(jsxLiterals('a.tsx', "const A = () => <p>{t('x.y')} … 42 – {n}</p>;")).toEqual([]);
    expect(jsxLiterals('a.tsx', 'const A = () => <><b>Ä</b></>;')).toEqual(['Ä']);
    expect(jsxLiterals('a.tsx', 'const A = () => <img alt="Ein Auto" src="a.png" />;')).toEqual(['Ein Auto']);
    expect(jsxLiterals('a.tsx', 'const A = () => <button aria-label={t(\'a\')} type="button" />;')).toEqual([]);
  });

  it('every .tsx file of the web app takes its texts from the catalogs', () => {
    const offenders = tsxFiles(webSrc).flatMap((file) =>
      jsxLiterals(file, readFileSync(file, 'utf8')).map((text) => `${path.relative(webSrc, file)}: "${text}"`),
    );
    expect(offenders).toEqual([]);
  });
});
