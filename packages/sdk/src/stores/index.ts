export * from './app-stores';
export * from './library';
export * from './machine-id';
export * from './search';
export * from './session';
export * from './storage';
