import type { SocialProvider } from '@modkit/sdk/contract';
import { isEmailAddress } from '../../http/input/email-address';

/** Who the provider says signed in: the identity (provider, subject) and what it shares of the person. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (Google and LinkedIn `sub`, Facebook's app-scoped user id). */
  subject: string;
  /** Only an address the provider vouches for (Google and LinkedIn `email_verified`; Facebook's own). */
  email: string | null;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
}

/** Verifies what the browser got from a provider (ID token, access token or authorization code). */
export interface SocialVerifier {
  provider: SocialProvider;
  clientId: string;
  verify(accessToken: string): Promise<SocialProfile>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A provider's address, lower-cased, when it is one (RFC 5321); any other text counts as none. */
export function addressOf(value: unknown): string | null {
  const address = text(value)?.toLowerCase();
  return address && isEmailAddress(address) ? address : null;
}

/** The profile of verified OpenID Connect claims (Google, LinkedIn). */
export function profileOfClaims(provider: SocialProvider, claims: Record<string, unknown>): SocialProfile {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    provider,
    subject: String(claims.sub),
    email: verified ? addressOf(claims.email) : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}
