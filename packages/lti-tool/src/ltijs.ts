/**
 * TypeScript types for the parts of ltijs v5 this tool uses (`@types/ltijs` describes v4). ltijs is a
 * CommonJS module whose `Provider` is a process-wide singleton.
 */
import { createRequire } from 'node:module';
import type { Application, Request, Response } from 'express';

/** ltijs's database interface (its MongoDB class, or a plugin such as ours). */
export interface LtiDatabasePlugin {
  setup(): Promise<boolean>;
  Close(): Promise<boolean>;
  Get(
    key: string | false,
    collection: string,
    query?: Record<string, unknown>,
  ): Promise<Array<Record<string, unknown>> | false>;
  Insert(
    key: string | false,
    collection: string,
    item: Record<string, unknown>,
    index?: Record<string, unknown>,
  ): Promise<boolean>;
  Replace(
    key: string | false,
    collection: string,
    query: Record<string, unknown> | undefined,
    item: Record<string, unknown>,
    index?: Record<string, unknown>,
  ): Promise<boolean>;
  Modify(
    key: string | false,
    collection: string,
    query: Record<string, unknown> | undefined,
    modification: Record<string, unknown>,
  ): Promise<boolean>;
  Delete(collection: string, query: Record<string, unknown> | undefined): Promise<boolean>;
  Encrypt(data: string, secret: string): Promise<{ iv: string; data: string }>;
  Decrypt(data: string, iv: string, secret: string): Promise<string>;
}

/** The platform token ltijs hands to its callbacks (`res.locals.token`). */
export interface LtiIdToken {
  iss: string;
  user: string;
  userInfo: { given_name?: string; family_name?: string; name?: string; email?: string };
  platformInfo?: Record<string, unknown>;
  clientId: string;
  platformId: string;
  deploymentId: string;
  platformContext: {
    contextId: string;
    user: string;
    context?: { id: string; label?: string; title?: string; type?: string[] };
    resource?: { id: string; title?: string; description?: string };
    messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
    version: string;
    roles: string[];
    targetLinkUri?: string;
    custom?: Record<string, string>;
    launchPresentation?: { document_target?: string; return_url?: string; locale?: string };
    endpoint?: { scope: string[]; lineitems?: string; lineitem?: string };
    namesRoles?: { context_memberships_url: string; service_versions: string[] };
    deepLinkingSettings?: {
      deep_link_return_url: string;
      accept_types: string[];
      accept_presentation_document_targets?: string[];
      accept_multiple?: boolean;
      accept_lineitem?: boolean;
      data?: string;
    };
  };
}

interface PlatformRegistration {
  url: string;
  name: string;
  clientId: string;
  authenticationEndpoint: string;
  accesstokenEndpoint: string;
  authorizationServer?: string;
  authConfig: { method: 'JWK_SET' | 'JWK_KEY' | 'RSA_KEY'; key: string };
}

export interface LtiPlatform {
  platformUrl(): Promise<string>;
  platformClientId(): Promise<string>;
  platformName(): Promise<string>;
  platformKid(): Promise<string>;
  /** Reads the status, or sets it when given. */
  platformActive(active?: boolean): Promise<boolean>;
  platformAuthenticationEndpoint(): Promise<string>;
  platformAccessTokenEndpoint(): Promise<string>;
  platformAuthConfig(): Promise<{ method: string; key: string }>;
  platformPublicKey(): Promise<string>;
  platformJSON(): Promise<Record<string, unknown>>;
  /** An OAuth access token for the scopes (space separated), cached by ltijs until it expires. */
  platformAccessToken(scopes: string): Promise<{ access_token: string; token_type: string }>;
}

type LtiCallback = (token: LtiIdToken, req: Request, res: Response) => unknown;

export interface LtiProvider {
  app: Application;
  Database: LtiDatabasePlugin;
  setup(
    encryptionKey: string,
    database: { plugin: LtiDatabasePlugin },
    options: {
      appRoute?: string;
      loginRoute?: string;
      keysetRoute?: string;
      dynRegRoute?: string;
      devMode?: boolean;
      ltiaas?: boolean;
      tokenMaxAge?: number | false;
      cors?: boolean;
      cookies?: { secure?: boolean; sameSite?: 'None' | 'Lax' | 'Strict'; domain?: string };
      dynReg?: {
        url: string;
        name: string;
        logo?: string;
        description?: string;
        redirectUris?: string[];
        customParameters?: Record<string, string>;
        autoActivate?: boolean;
        useDeepLinking?: boolean;
      };
    },
  ): unknown;
  deploy(options: { serverless: true; silent?: boolean }): Promise<boolean>;
  close(options?: { silent?: boolean }): Promise<boolean>;
  onConnect(callback: LtiCallback): true;
  onDeepLinking(callback: LtiCallback): true;
  onInvalidToken(callback: (req: Request, res: Response) => unknown): true;
  onUnregisteredPlatform(callback: (req: Request, res: Response) => unknown): true;
  onInactivePlatform(callback: (req: Request, res: Response) => unknown): true;
  registerPlatform(platform: PlatformRegistration): Promise<LtiPlatform>;
  getPlatform(url: string, clientId?: string): Promise<LtiPlatform | false>;
  getAllPlatforms(): Promise<LtiPlatform[]>;
  /** Removes the platform, its status and its keys. */
  deletePlatform(url: string, clientId: string): Promise<true>;
  DeepLinking: {
    createDeepLinkingMessage(
      token: LtiIdToken,
      items: Array<Record<string, unknown>>,
      options?: { message?: string; log?: string },
    ): Promise<string>;
    createDeepLinkingForm(
      token: LtiIdToken,
      items: Array<Record<string, unknown>>,
      options?: { message?: string; errMessage?: string; log?: string; errLog?: string },
    ): Promise<string>;
  };
  Grade: {
    submitScore(token: LtiIdToken, lineItemId: string, score: Record<string, unknown>): Promise<unknown>;
    getLineItems(
      token: LtiIdToken,
      options?: Record<string, unknown>,
    ): Promise<{ lineItems: Array<Record<string, unknown>> }>;
    createLineItem(token: LtiIdToken, lineItem: Record<string, unknown>): Promise<Record<string, unknown>>;
  };
  NamesAndRoles: {
    getMembers(
      token: LtiIdToken,
      options?: Record<string, unknown>,
    ): Promise<{ members: Array<Record<string, unknown>> }>;
  };
}

const require = createRequire(import.meta.url);

/** The ltijs Provider singleton. */
export function ltijsProvider(): LtiProvider {
  return (require('ltijs') as { Provider: LtiProvider }).Provider;
}
