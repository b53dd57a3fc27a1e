// One community process for the two-instance test, run from source: TypeScript compiled on require by swc (as jest
// does), workspace packages through their "source" export condition (node --conditions=source).
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require('../../src/index.ts');
