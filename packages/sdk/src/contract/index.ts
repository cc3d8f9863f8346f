/** @modkit/sdk/contract — zod schemas of every request and response, shared with the api server. */
export * from './auth';
export * from './comments';
export * from './common';
export * from './entities/activity';
export * from './entities/library';
export * from './entities/media';
export * from './entities/module';
export * from './entities/package';
export * from './entities/project';
export * from './entities/social';
export * from './entities/user';
export * from './library';
export * from './modules';
export * from './projects';
export * from './users';
