// Gatsby's runtime expects its loader on the global object.
global.___loader = { enqueue: jest.fn() }

// jsdom 20 (Jest 29) has no TextEncoder/TextDecoder; browsers and Node do.
const util = require('node:util')
Object.assign(global, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder })
