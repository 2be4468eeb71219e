import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build-targets.ts';

/**
 * The contract may use neither DOM nor Node APIs, browser code gets the DOM but not Node, Node code gets
 * Node but not the DOM (decision 0002). `tsc -b` enforces this through each
 * program's lib and types settings and the type declarations its files pull in; this test adds a probe
 * using `document` and `process` to each program of the solution and reports the globals it could not find.
 */
const BOTH = ['document', 'process'];
const NO_NODE = ['process'];
const NO_DOM = ['document'];
const MISSING_GLOBALS: Readonly<Record<string, readonly string[]>> = {
  'packages/contract': BOTH,
  'packages/core': NO_NODE,
  'packages/materials': BOTH,
  'packages/rooms': BOTH,
  'packages/ui': NO_NODE,
  'packages/commerce-ui': NO_NODE,
  'packages/account': NO_NODE,
  'packages/cart': NO_NODE,
  'packages/catalog': NO_NODE,
  'packages/checkout': NO_NODE,
  'packages/showroom-entry': NO_NODE,
  'packages/visualizer': NO_NODE,
  'packages/loader': NO_NODE,
  'packages/elements': NO_NODE,
  'packages/elements-react': NO_NODE,
  'packages/pay-frame': NO_NODE,
  'packages/pro-console': NO_NODE,
  'packages/vendor-portal': NO_NODE,
  'packages/admin': NO_NODE,
  'packages/projects': NO_NODE,
  'packages/design-ai': NO_NODE,
  'hosts/shell': NO_NODE,
  'hosts/api': NO_DOM,
  'hosts/contractor-site': NO_DOM,
  scripts: NO_DOM,
  bench: NO_DOM,
  'tsconfig.tools.json': NO_DOM,
  'tsconfig.test-setup.json': NO_NODE,
  // Playwright code is Node, and the callbacks it runs in the page sit in the same files.
  e2e: [],
  // The WordPress tier is Playwright too: Node, with callbacks that run in the page.
  'hosts/wordpress-plugin': [],
  // Storybook's own type declarations bring in @types/node.
  storybook: [],
};

const PROBE = 'export const title = document.title;\nexport const env = process.env;\n';

function configPath(reference: string): string {
  const file = path.join(repoRoot, reference);
  return file.endsWith('.json') ? file : path.join(file, 'tsconfig.json');
}

function solutionReferences(): string[] {
  const { config } = ts.readConfigFile(path.join(repoRoot, 'tsconfig.json'), ts.sys.readFile);
  return (config.references as { path: string }[]).map((reference) => path.normalize(reference.path));
}

interface Project {
  reference: string;
  options: ts.CompilerOptions;
  fileNames: string[];
  /** The solution references of the projects it references. */
  references: string[];
}

function readProject(reference: string): Project {
  const file = configPath(reference);
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const parsedConfig = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file));
  const references = (parsedConfig.projectReferences ?? []).map((ref) =>
    path.relative(repoRoot, ref.path.endsWith('.json') ? path.dirname(ref.path) : ref.path),
  );
  return { reference, options: parsedConfig.options, fileNames: parsedConfig.fileNames, references };
}

const projects = new Map(solutionReferences().map((reference) => [reference, readProject(reference)]));

/** The project whose own files include `fileName`. */
function ownerOf(fileName: string): string | undefined {
  return [...projects.values()].find((project) => project.fileNames.includes(fileName))?.reference;
}

/** Programs share parsed files (libraries, React's types, the contract), so each is parsed once. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The project's files plus the probe, without its references: every imported package is read from
 * source, which shows both the globals the program sees and which other projects it reaches into.
 */
function probeProgram(project: Project): { program: ts.Program; probe: ts.SourceFile } {
  const dir = path.dirname(configPath(project.reference));
  const probePath = path.join(dir, 'globals-probe.ts');
  const probe = ts.createSourceFile(probePath, PROBE, ts.ScriptTarget.ES2022);
  const options = { ...project.options, composite: false, emitDeclarationOnly: false, noEmit: true };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName === probePath) return probe;
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return parsed.get(fileName);
  };
  const fileExists = host.fileExists;
  host.fileExists = (fileName) => fileName === probePath || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [...project.fileNames, probePath], options, host });
  return { program, probe };
}

function missingGlobals(reference: string): string[] {
  const { program, probe } = probeProgram(projects.get(reference)!);
  return program
    .getSemanticDiagnostics(probe)
    .map((diagnostic) =>
      /Cannot find name '(\w+)'/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    )
    .filter((match) => match !== null)
    .map((match) => match[1] ?? '')
    .sort();
}

/**
 * Other projects whose sources this one imports. `tsc -b` does not object when a package import leads
 * into a project that is not referenced (it type-checks that source again, under this program's
 * settings), so this test does.
 */
function importedProjects(reference: string): string[] {
  const project = projects.get(reference)!;
  const { program } = probeProgram(project);
  const owners = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !project.fileNames.includes(file.fileName))
    .map((file) => ownerOf(file.fileName))
    .filter((owner): owner is string => owner !== undefined && owner !== reference);
  return [...new Set(owners)].sort();
}

describe('TypeScript programs', () => {
  it('are all listed here with the globals they must not see', () => {
    expect(solutionReferences().sort()).toEqual(Object.keys(MISSING_GLOBALS).sort());
  });

  it.each(Object.entries(MISSING_GLOBALS))('%s cannot use %j', (reference, missing) => {
    expect(missingGlobals(reference)).toEqual(missing);
  });

  it.each(Object.keys(MISSING_GLOBALS))('%s imports only projects it references', (reference) => {
    const { references } = projects.get(reference)!;
    expect(importedProjects(reference).filter((imported) => !references.includes(imported))).toEqual([]);
  });
});
