/**
 * Stands in for `@ai-sdk/gateway` in the Workers build. The app always hands the AI SDK a model
 * object (`openai.chat(model)` on the configured OpenAI-compatible endpoint), never a model id
 * string, so Vercel's AI Gateway, which the `ai` package imports for string ids, is never reached;
 * leaving it out saves 140 KB of script. Using it anyway says so instead of failing obscurely.
 */
function unavailable(): never {
  throw new Error("The AI Gateway is not part of this build: pass a model object, not a model id string.");
}

/** Nothing the app calls raises these, so no error is ever one of them. */
class NeverRaised extends Error {
  static isInstance(_error: unknown): boolean {
    return false;
  }
}

export class GatewayError extends NeverRaised {}
export class GatewayAuthenticationError extends NeverRaised {}
export const createGateway = unavailable;
export const gateway = new Proxy(unavailable, { get: unavailable });
