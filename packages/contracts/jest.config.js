// Pure schemas: no database for these tests.
module.exports = require('../../jest.node.config.js')(__dirname, { globalSetup: undefined, globalTeardown: undefined });
