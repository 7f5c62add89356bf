import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withCompilerOptions } from 'react-docgen-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../.storybook/docgen.ts';

// Storybook's controls and props tables come from react-docgen-typescript reading the
// TSDoc of each ui component's props (docs/decisions/130). This parses the same files
// with the same options Storybook uses and fails on a prop a designer would see without
// a description: write a TSDoc comment on it in the component's props type.
const root = path.resolve(import.meta.dirname, '..');
const uiSource = path.join(root, 'ui/src');

function uiProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(
    docgenOptions.tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${docgenOptions.tsconfigPath}`);
  return { program: ts.createProgram(config.fileNames, config.options), options: config.options };
}

/** Components the design system exports: PascalCase values of `@friendly/ui`. */
function exportedComponents(program: ts.Program) {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(uiSource, 'index.ts'));
  const symbol = index && checker.getSymbolAtLocation(index);
  if (!symbol) throw new Error('ui/src/index.ts not found');
  return new Set(
    checker
      .getExportsOfModule(symbol)
      .map((exported) => exported.getName())
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

const componentFiles = readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => path.join(uiSource, file));

describe('Storybook docgen of the ui components', () => {
  const { program, options } = uiProgram();
  const components = exportedComponents(program);
  const docs = withCompilerOptions(options, {
    propFilter: docgenOptions.propFilter,
    shouldExtractLiteralValuesFromEnum: docgenOptions.shouldExtractLiteralValuesFromEnum,
    shouldRemoveUndefinedFromOptional: docgenOptions.shouldRemoveUndefinedFromOptional,
    savePropValueAsString: true,
  })
    .parseWithProgramProvider(componentFiles, () => program)
    .filter((doc) => components.has(doc.displayName));

  it('reads every exported component', () => {
    expect(docs.length).toBeGreaterThan(40);
    expect(docs.map((doc) => doc.displayName)).toEqual(
      expect.arrayContaining(['Button', 'OtpInput', 'FormField', 'DialogContent', 'ImageInput']),
    );
  });

  it('gives every prop a description', () => {
    const undescribed = docs.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => prop.description.trim() === '')
        .map((prop) => `${doc.displayName}.${prop.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('shows the default of a variant prop', () => {
    const button = docs.find((doc) => doc.displayName === 'Button');
    expect(button?.props.variant?.defaultValue).toMatchObject({ value: 'primary' });
    expect(button?.props.size?.defaultValue).toMatchObject({ value: 'md' });
  });
});
