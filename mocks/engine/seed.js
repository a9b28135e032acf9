// The mock's starting data, taken from the contract's examples so contract and mock never
// disagree. A fresh token starts from a copy of this seed.

/** Builds the seed from a compiled contract (see contract.js). */
export function buildSeed(contract) {
  const body = (operationId, status, name) => {
    const op = contract.byId(operationId);
    if (!op) throw new Error(`seed: no operation ${operationId} in the contract`);
    const ex = contract.example(op, status, name);
    if (!ex || ex.body === undefined) throw new Error(`seed: ${operationId} has no example`);
    return ex.body;
  };
  const strip = ({ success: _s, message: _m, ...rest }) => rest;

  const kbs = body('listKnowledgeBases').items;
  const kbDetail = body('getKnowledgeBase').kb;
  const documents = body('listKnowledgeBaseDocuments').documents;
  const kbDocuments = {};
  for (const kb of kbs) kbDocuments[kb.id] = kb.id === kbDetail.id ? documents : [];

  const versionsAgent = String(
    contract.byId('listAgentVersions').parameters.find((p) => p.name === 'agentId')?.example ?? 'default',
  );
  const staging = strip(body('getStagingAgent'));
  const live = strip(body('getDefaultAgent'));
  const versions = body('listAgentVersions').versions.map((v) => ({
    ...v,
    snapshot: v.snapshot ?? (v.source === 'staging' ? staging : live),
  }));

  return {
    version: 1,
    seq: 0,
    account: body('getAccount'),
    contacts: body('listContacts').contacts,
    tasks: body('listTasks').tasks,
    taskLimits: body('getTaskLimits').limits,
    webhooks: body('listWebhooks'),
    apiTokens: body('listApiTokens').tokens,
    knowledgeBases: kbs.map(({ documents: _d, ...kb }) => kb),
    kbDocuments,
    agent: { staging, live },
    versions: { [versionsAgent]: versions },
    aiAgentEnabled: {},
    blocked: {},
    archivedRooms: {},
    ratings: [],
    reactions: [],
    schedule: body('getSchedule').schedule,
    sipRegistration: body('getSipRegistration').registration,
    domains: body('listDomains').domains,
  };
}
