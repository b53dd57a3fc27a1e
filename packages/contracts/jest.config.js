// Pure functions only: no database for this package's tests.
module.exports = require('../../jest.node.config.js')(__dirname, { globalSetup: undefined, globalTeardown: undefined });
