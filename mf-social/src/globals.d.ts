// Stylesheets are injected by style-loader (tools/webpack/createMfConfig) and mocked in jest.
declare module '*.css';
