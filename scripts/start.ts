// Composed server: until the api lands this only says what is not built yet.
console.log('modkit: the api server is not built yet (see packages/api).');
