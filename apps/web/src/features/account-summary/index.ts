// What other features may use from the account summary (docs/decisions: feature boundaries): the
// slot of /home's personal strip (the strip itself is loaded lazily, for signed-in people only).
export { PersonalStripSlot } from './personal-strip-slot';
