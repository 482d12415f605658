/** Fixed secrets of the e2e servers (test-only values; the servers generate real ones otherwise). */
export const E2E = {
  apiKey: "sk_sandbox_e2eTestKey0000000000000000000001",
  webhookSecret: "whsec_ZTJlLXRlc3Qtd2ViaG9vay1zZWNyZXQtMDAwMDAx",
  adminToken: "adm_e2e_test_token_000000000000000000000001",
  masterKey: Buffer.alloc(32, 42).toString("base64"),
};

export const SERVER_SECRETS_ENV = {
  CAJA_MODE: "sandbox",
  SANDBOX_API_KEY: E2E.apiKey,
  SANDBOX_WEBHOOK_SECRET: E2E.webhookSecret,
  ADMIN_API_TOKEN: E2E.adminToken,
  MASTER_KEY: E2E.masterKey,
  RATE_LIMIT_PER_SECOND: "0",
};
