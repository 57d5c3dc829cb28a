import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Lists the exports of core's public entry (core/src/index.ts) that nothing in ui/src or
 * adapters/src imports, grouped by the core area they come from (architecture rule "every exported
 * core function has a consumer"; decision 0331).
 */

/** One exported name of core's entry, the core area (first folder under core/src) that declares it, and whether it is a value (function, constant, class) rather than only a type. */
export interface CoreExport {
  readonly name: string;
  readonly area: string;
  readonly value: boolean;
}

/**
 * Every value and type name exported by `core/src/index.ts` under `root`, with its declaring area.
 * Uses the TypeScript checker, so `export *` chains are followed. Throws if the entry is missing.
 */
export function listCoreExports(root: string): CoreExport[] {
  const entry = join(root, 'core/src/index.ts');
  const program = ts.createProgram([entry], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`core entry not found: ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const coreSrc = join(root, 'core/src');
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target.declarations?.[0]?.getSourceFile().fileName ?? entry;
    const area = relative(coreSrc, file).split(/[\\/]/)[0] ?? '';
    return { name: symbol.getName(), area: area.endsWith('.ts') ? '' : area, value: (target.flags & ts.SymbolFlags.Value) !== 0 };
  });
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * The names imported from '@vitrine/core' (named, type and re-exported imports) by every .ts/.tsx
 * file under the given directories.
 */
export function importedCoreNames(dirs: readonly string[]): Set<string> {
  return importedNames(dirs.flatMap(sourceFiles), (specifier) => specifier.startsWith('@vitrine/core'));
}

/**
 * The names core's own modules import from one another (relative imports, index.ts re-exports left
 * out): a rule that a core machine or use case calls has its consumer through that machine.
 */
export function coreInternalNames(root: string): Set<string> {
  const files = sourceFiles(join(root, 'core/src')).filter((file) => !file.endsWith(`${sep}index.ts`));
  return importedNames(files, (specifier) => specifier.startsWith('.'));
}

function importedNames(files: readonly string[], fromModule: (specifier: string) => boolean): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !fromModule(specifier.text)) continue;
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

/**
 * The value exports (functions, constants, classes; types are checked by the compiler where they
 * are used) of the given areas (all areas when `areas` is empty) that no file under ui/src or
 * adapters/src imports and no other core module uses, sorted by area then name.
 */
export function unusedCoreExports(root: string, areas: readonly string[] = []): CoreExport[] {
  const used = new Set([...importedCoreNames([join(root, 'ui/src'), join(root, 'adapters/src')]), ...coreInternalNames(root)]);
  return listCoreExports(root)
    .filter((e) => e.value && !used.has(e.name) && (areas.length === 0 || areas.includes(e.area)))
    .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
}

const isMain = process.argv[1] !== undefined && process.argv[1].split(sep).join('/').endsWith('scripts/unused-core-exports.ts');
if (isMain) {
  const areas = process.argv.slice(2);
  const unused = unusedCoreExports(process.cwd(), areas);
  for (const e of unused) console.log(`${e.area}\t${e.name}`);
  console.log(`${unused.length} unused core export(s)`);
  process.exitCode = unused.length > 0 ? 1 : 0;
}
