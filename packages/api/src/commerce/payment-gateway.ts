import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG, type SigningKey } from '../auth/signing-key';
import type { ApiConfig } from '../config/config';

/** The gateways the server can take payments through ('none': orders are refused). */
export type PaymentGateway = 'test' | 'stripe' | 'none';
export type GatewayOutcome = 'succeed' | 'fail';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available on this server yet.';
export const GATEWAY_PROOF_INVALID = 'This payment confirmation was not issued by the gateway.';
const PROOF_ISSUER = 'modkit-test-gateway';
const PROOF_TTL = '30m';

/**
 * The gateway in use: `PAYMENT_GATEWAY`, by default the local test gateway in development and none in
 * production. The test gateway settles payments without money, so production refuses to start with it.
 */
export function paymentGatewayOf(
  config: Pick<ApiConfig, 'paymentGateway' | 'production' | 'stripeSecretKey' | 'stripeWebhookSecret'>,
): PaymentGateway {
  const chosen = config.paymentGateway ?? (config.production ? 'none' : 'test');
  if (chosen !== 'test' && chosen !== 'none' && chosen !== 'stripe')
    throw new Error(`PAYMENT_GATEWAY=${chosen} is not a gateway this server knows (test, stripe or none).`);
  if (chosen === 'stripe' && (!config.stripeSecretKey || !config.stripeWebhookSecret))
    throw new Error('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  if (chosen === 'test' && config.production)
    throw new Error('PAYMENT_GATEWAY=test settles payments without money: it is refused in production.');
  return chosen;
}

/** The signed proof the test gateway's page carries for one outcome of one payment (30 minutes). */
export function signGatewayProof(key: SigningKey, reference: string, outcome: GatewayOutcome) {
  return new SignJWT({ outcome })
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid })
    .setIssuer(PROOF_ISSUER)
    .setSubject(reference)
    .setIssuedAt()
    .setExpirationTime(PROOF_TTL)
    .sign(key.privateKey);
}

/** Whether `proof` is this server's signature of that outcome for that payment, unexpired. */
export async function isGatewayProof(
  key: SigningKey,
  proof: unknown,
  reference: string,
  outcome: GatewayOutcome,
): Promise<boolean> {
  if (typeof proof !== 'string' || proof.length > 2000) return false;
  try {
    const { payload } = await jwtVerify(proof, key.publicKey, {
      issuer: PROOF_ISSUER,
      subject: reference,
      algorithms: [JWT_ALG],
    });
    return payload.outcome === outcome;
  } catch {
    return false;
  }
}
