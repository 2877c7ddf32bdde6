const { TestEnvironment } = require('jest-environment-jsdom');

/** Node globals jsdom lacks or replaces, which msw and openapi-fetch need (as jest-fixed-jsdom does). */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

/** jsdom with Node's fetch family, resolving packages by their Node exports (msw/node). */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] },
        },
      },
      context,
    );
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
