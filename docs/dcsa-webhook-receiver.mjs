#!/usr/bin/env node
// A DCSA Track & Trace 2.2 webhook receiver for Portside, with no dependency: Node.js 20 or later.
//
//   SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")
//   SECRET=$SECRET PORT=8443 node docs/dcsa-webhook-receiver.mjs
//
// Put it behind https on an address the internet reaches (Portside refuses callbacks that are not
// https or resolve to a private, loopback or link-local address), then subscribe, with a client
// API key made on /systemConfig/apiKeys:
//
//   curl -X POST https://portal.example.com/v2/event-subscriptions \
//     -H "X-Api-Key: $PORTSIDE_CLIENT_KEY" -H 'content-type: application/json' \
//     -d "{\"callbackUrl\":\"https://erp.example.com/dcsa\",\"secret\":\"$SECRET\",\"eventType\":[\"TRANSPORT\"]}"
//
// Each delivery is a JSON array of one DCSA event. The receiver checks Notification-Signature
// (sha256=<hex HMAC-SHA256 of the exact body bytes, keyed with the Base64-decoded secret>) in
// constant time before it reads the body as JSON, answers 204 to acknowledge, and 401 otherwise,
// so Portside retries. An event may come twice if an acknowledgement is lost: keep what you
// processed by eventID. It prints one JSON line per verified event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

/** True when the header is the HMAC-SHA256 of the body bytes keyed with the decoded secret. */
export function verifyNotificationSignature(secretBase64, body, header) {
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(body).digest('hex')}`,
  );
  const given = Buffer.from(String(header ?? '').trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const secret = process.env.SECRET;
if (!secret) {
  console.error('Set SECRET to the Base64 secret of the subscription');
  process.exit(1);
}
const seen = new Set();
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    if (
      request.method !== 'POST' ||
      !verifyNotificationSignature(secret, body, request.headers['notification-signature'])
    ) {
      response.writeHead(401).end();
      return;
    }
    for (const event of JSON.parse(body.toString('utf8'))) {
      if (seen.has(event.eventID)) continue; // delivered again after a lost acknowledgement
      seen.add(event.eventID);
      console.log(
        JSON.stringify({
          subscription: request.headers['subscription-id'],
          eventID: event.eventID,
          eventType: event.eventType,
          code: event.transportEventTypeCode ?? event.shipmentEventTypeCode ?? event.equipmentEventTypeCode,
          eventDateTime: event.eventDateTime,
        }),
      );
    }
    response.writeHead(204).end();
  });
});
server.listen(Number(process.env.PORT ?? 8443), process.env.HOST ?? '127.0.0.1', () => {
  console.error(`listening on ${JSON.stringify(server.address())}`);
});
