import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build-targets.ts';

/**
 * The contract may use neither DOM nor Node APIs, browser packages get the DOM but not Node, Node code
 * gets Node but not the DOM. `tsc -b` enforces this through each program's lib and types settings; this
 * test type-checks one probe file under a project's real compiler options and reports the globals it
 * could not find.
 */
const PROBE = `
export const title = document.title;
export const env = process.env;
`;

function missingGlobals(tsconfig: string): string[] {
  const configPath = path.join(repoRoot, tsconfig);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const probePath = path.join(path.dirname(configPath), 'src', 'globals-probe.ts');
  const probeOptions = { ...options, composite: false, emitDeclarationOnly: false, noEmit: true };
  const host = ts.createCompilerHost(probeOptions);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === probePath
      ? ts.createSourceFile(fileName, PROBE, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists;
  host.fileExists = (fileName) => fileName === probePath || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [probePath], options: probeOptions, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) =>
      /Cannot find name '(\w+)'/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    )
    .filter((match) => match !== null)
    .map((match) => match[1] ?? '')
    .sort();
}

describe('TypeScript programs', () => {
  it('give the contract neither DOM nor Node globals', () => {
    expect(missingGlobals('packages/contract/tsconfig.json')).toEqual(['document', 'process']);
  });

  it('give browser packages the DOM but not Node', () => {
    expect(missingGlobals('packages/ui/tsconfig.json')).toEqual(['process']);
  });

  it('give Node code Node but not the DOM', () => {
    expect(missingGlobals('hosts/api/tsconfig.json')).toEqual(['document']);
  });
});
