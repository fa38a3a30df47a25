/**
 * A generation step (spec sections 3 and 8): one performed line of a test, with its code, its
 * screenshot and its status. The contract's `TestGenerationStep` is the one definition: the UI's
 * machines read it, the server's handlers answer it, and the step the server stores
 * (server/engine/generate/records.ts, `RecordedStep`) extends it with what only replay needs, so
 * a field that drifts from the contract on either side is a compile error.
 */
import type { components } from '../openapi/schema';

export type GenerationStep = components['schemas']['TestGenerationStep'];
/** A step's status: running, succeeded or failed (spec section 4, action statuses). */
export type ActionStatus = components['schemas']['ActionStatus'];
/** Feedback on one step, as the user submits it and the step keeps it. */
export type StepFeedback = components['schemas']['StepFeedback'];
