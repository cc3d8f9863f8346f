export * from './activity';
export * from './phone';
export * from './progress';
export * from './session';
export * from './validation/index';
