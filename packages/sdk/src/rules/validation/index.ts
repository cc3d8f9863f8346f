export * from './enquiry';
export * from './field-messages';
export * from './login';
export * from './module-forms';
export * from './password';
export * from './profile';
export * from './signup';
