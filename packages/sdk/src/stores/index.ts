export * from './machine-id';
export * from './session';
export * from './storage';
