import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// What docs/product/glossary.md's test reads: the strings in source files (literals, template
// pieces, JSX text), not their comments nor identifiers, so that a comment quoting an old label or
// a field named `email` is no hit.

export interface SourceString {
  file: string;
  line: number;
  text: string;
}

/** A wrong spelling and the term it should have been. */
export interface Variant {
  term: string;
  wrong: string;
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node
  );
}

export function stringsOf(file: string, source: string): SourceString[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: SourceString[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    found.push({ file, line, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && !isModuleName(node)) add(node, node.text);
    else if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
      add(node, node.text);
    else if (ts.isJsxText(node) && node.text.trim() !== '') add(node, node.text.replace(/\s+/g, ' '));
    node.forEachChild(visit);
  };
  visit(tree);
  return found;
}

/** The .ts and .tsx files under a folder, recursively. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(root, name));
}

/**
 * The glossary's wrong variants: each table row whose first cell names a term in bold and whose
 * last cell lists the wrong spellings in backticks.
 */
export function glossaryVariants(markdown: string): Variant[] {
  const variants: Variant[] = [];
  for (const row of markdown.split('\n')) {
    const cells = row.split('|').map((c) => c.trim());
    if (cells.length < 4) continue;
    const term = /\*\*(.+?)\*\*/.exec(cells[1] ?? '')?.[1];
    const last = cells[cells.length - 2] ?? '';
    if (!term) continue;
    for (const match of last.matchAll(/`([^`]+)`/g)) {
      if (match[1]) variants.push({ term, wrong: match[1] });
    }
  }
  return variants;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each string holding a wrong variant as words of its own: 'Vender Livro' is found in 'Vender
 * Livro usado' but not in 'Vender Livros'. Letter case counts: it is part of the spelling.
 */
export function variantHits(strings: SourceString[], variants: Variant[]): string[] {
  const hits: string[] = [];
  for (const variant of variants) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(variant.wrong)}(?![\\p{L}\\p{N}])`, 'u');
    for (const s of strings) {
      if (pattern.test(s.text)) {
        hits.push(`${s.file}:${s.line}: '${variant.wrong}' (use '${variant.term}') in "${s.text.trim()}"`);
      }
    }
  }
  return hits;
}

export function readStrings(files: string[]): SourceString[] {
  return files.flatMap((file) => stringsOf(file, readFileSync(file, 'utf8')));
}
