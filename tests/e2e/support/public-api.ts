import { createHmac } from 'node:crypto';

/** Signs in through the API and returns the token and the user's id (userMasterId). */
export async function signInAs(
  baseUrl: string,
  email: string,
  password = 'torque-demo',
): Promise<{ authToken: string; userMasterId: number }> {
  const response = await fetch(`${baseUrl}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()) as { authToken: string; userMasterId: number };
}

/** Revokes a token as the app's sign-out does (GET /user/logout). */
export async function signOutToken(baseUrl: string, authToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/user/logout`, {
    headers: { authorization: `Bearer ${authToken}` },
  });
  return response.status;
}

export type HistoryMessage = {
  id: number;
  messageType: string;
  notificationType: string;
  direction: string;
  content: string;
  archived: boolean;
};

export async function history(baseUrl: string, token: string, leadId: number): Promise<HistoryMessage[]> {
  const response = await fetch(
    `${baseUrl}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await response.json()) as { data: HistoryMessage[] }).data;
}

/** The server's link token (packages/server/src/public/auto-response-token.ts): `<expiry s>.<HMAC hex>`. */
export const autoResponseToken = (
  key: string,
  secret: string,
  expiresAt = Date.now() + 86_400_000,
): string => {
  const expires = String(Math.floor(expiresAt / 1000));
  const mac = createHmac('sha256', secret).update(`email-auto-response:${key}:${expires}`).digest('hex');
  return `${expires}.${mac}`;
};
