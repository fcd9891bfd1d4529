// What other parts of the server use of evidence/; everything else here is its own business.
export {
  createEvidenceHandler,
  createEvidenceUploadHandler,
  EVIDENCE_PREFIX,
  EVIDENCE_UPLOAD_PATH,
} from './http.ts';
export { type ClaimedEvidence, claimEvidence, evidenceTimes, orderForParty } from './store.ts';
