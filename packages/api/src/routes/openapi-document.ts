import { buildOpenApiDocument } from '../openapi/document';
import { OPERATIONS } from './operations';

/** The api's OpenAPI 3.1 document (`/api/openapi.json`): every operation the domains serve. */
export const openApiDocument = (serverUrl: string) => buildOpenApiDocument(serverUrl, OPERATIONS);
