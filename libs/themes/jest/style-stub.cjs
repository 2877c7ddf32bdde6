// Stylesheet imports are the bundler's business; under jest they import as nothing.
module.exports = {};
