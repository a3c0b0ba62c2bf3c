// @vitest-environment node
// An @ant-design/icons icon renders <span role="img" aria-label="delete">: beside a button's text
// that label becomes part of its accessible name ("delete Löschen"), in English whatever the UI
// language. This fails when a .tsx file shows such an icon without aria-hidden. A control that is
// only an icon carries its translated aria-label itself; the icon is hidden there too.
// An icon that must stay named (it is the only name of a control antd builds) says so with a
// comment `icon-keeps-name: <why>` on its line or the line above.
// The build hides antd's own icons the same way (quiet-antd-icon.tsx, for those we never see in our
// source); ours say it where they are drawn, so that vite dev and the screen tests see it too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;
const OPT_OUT = /icon-keeps-name:\s*\S/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The names a file imports from @ant-design/icons (an alias too), besides those that look like icons. */
function importedIcons(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.startsWith('@ant-design/icons')) continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

function hidden(attributes: ts.JsxAttributes): boolean {
  return attributes.properties.some((attribute) => {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'aria-hidden') return false;
    const value = attribute.initializer;
    if (!value) return true;
    if (ts.isStringLiteral(value)) return value.text === 'true';
    return ts.isJsxExpression(value) && value.expression?.kind === ts.SyntaxKind.TrueKeyword;
  });
}

/** `line: <Icon>` for each icon element of the source that a screen reader would read by its English name. */
export function namedIcons(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const icons = importedIcons(file);
  const lines = source.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const name = node.tagName.getText();
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
      const optedOut = OPT_OUT.test(lines[line] ?? '') || OPT_OUT.test(lines[line - 1] ?? '');
      if ((ICON_NAME.test(name) || icons.has(name)) && !hidden(node.attributes) && !optedOut)
        found.push(`${line + 1}: <${name}>`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function findings(files: string[]): string[] {
  return files.flatMap((file) =>
    namedIcons(file, readFileSync(file, 'utf8')).map(
      (icon) => `${path.relative(webSrc, file).split(path.sep).join('/')}:${icon}`,
    ),
  );
}

describe('no antd icon lends its English name to what a screen reader says', () => {
  it('finds named icons (the check itself works)', () => {
    expect(namedIcons('a.tsx', 'const A = () => <Button icon={<DeleteOutlined />}>{t("x")}</Button>;')).toEqual([
      '1: <DeleteOutlined>',
    ]);
    expect(namedIcons('a.tsx', 'const A = () => <Tag icon={<WarningFilled style={{}} />}>{t("x")}</Tag>;')).toEqual([
      '1: <WarningFilled>',
    ]);
    expect(namedIcons('a.tsx', 'const A = () => <a><CheckCircleTwoTone>{null}</CheckCircleTwoTone></a>;')).toEqual([
      '1: <CheckCircleTwoTone>',
    ]);
    expect(namedIcons('a.tsx', 'const A = () => <DeleteOutlined aria-hidden={false} />;')).toEqual(['1: <DeleteOutlined>']);
    // An alias does not hide where it came from.
    expect(
      namedIcons('a.tsx', "import { DeleteOutlined as Trash } from '@ant-design/icons';\nconst A = () => <Trash />;"),
    ).toEqual(['2: <Trash>']);
    expect(namedIcons('a.tsx', 'const A = () => <DeleteOutlined aria-hidden />;')).toEqual([]);
    expect(namedIcons('a.tsx', 'const A = () => <DeleteOutlined aria-hidden="true" />;')).toEqual([]);
    expect(namedIcons('a.tsx', 'const A = () => <DeleteOutlined aria-hidden={true} />;')).toEqual([]);
    expect(
      namedIcons(
        'a.tsx',
        '// icon-keeps-name: the only name of the control\nconst A = () => <CloseCircleFilled aria-label={t("x")} />;',
      ),
    ).toEqual([]);
    // The opt-out needs its reason.
    expect(namedIcons('a.tsx', '// icon-keeps-name:\nconst A = () => <CloseCircleFilled />;')).toEqual([
      '2: <CloseCircleFilled>',
    ]);
  });

  it('every icon of the web app is hidden from screen readers', () => {
    expect(findings(tsxFiles(webSrc))).toEqual([]);
  });
});
