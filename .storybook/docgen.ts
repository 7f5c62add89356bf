import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A prop as react-docgen-typescript hands it to the filter. */
type DocgenProp = {
  name: string;
  parent?: { fileName: string };
  declarations?: Array<{ fileName: string }>;
};

// The plugin's own filter drops a prop whose parent type is a library's. A prop that
// docgen finds no parent for (Radix's `asChild` through `React.ComponentProps<typeof
// Radix.Part>`) is judged by where it is declared. Declarations are not used for a prop
// with a library parent: react-docgen-typescript caches those by parent and name across
// components, so their declarations depend on the order files are parsed in.
const declaredByALibrary = (prop: DocgenProp) => {
  if (prop.parent) return prop.parent.fileName.includes('node_modules');
  const files = (prop.declarations ?? []).map((declaration) => declaration.fileName);
  return files.length > 0 && files.every((file) => file.includes('node_modules'));
};

/**
 * What Storybook's react-docgen-typescript reads for the controls and the props table
 * (docs/decisions/130). The root tsconfig.json does not include `ui/src` (`ui` has a
 * tsconfig of its own), and the plugin skips every file outside the project it is given:
 * with the defaults no ui component had a description in Storybook. So docgen reads the
 * design system through `ui/tsconfig.json`, and only `ui/src` (the screens' stories need
 * no props table). Props of React's DOM types or a library (`disabled` of a fieldset,
 * Radix's `asChild` and `open`) stay out of the table; a story that wants a control for one
 * writes its argType out. `scripts/storybook-docgen.test.ts` parses the same files with
 * these options and fails on a prop without a description.
 */
export const docgenOptions = {
  tsconfigPath: path.join(repoRoot, 'ui/tsconfig.json'),
  include: ['ui/src/**/*.tsx'],
  exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop: DocgenProp) => !declaredByALibrary(prop),
};
