// No database here: only the plain node jest setup.
module.exports = require('../../jest.node.config.js')(__dirname, { globalSetup: undefined, globalTeardown: undefined });
