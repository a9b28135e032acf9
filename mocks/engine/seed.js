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

  // Apps: the catalogue of the list, with the settings of the one the detail example shows.
  const appDetail = body('getApp').app;
  const apps = body('listApps').apps.map((a) =>
    a.appId === appDetail.appId && a.appVersion === appDetail.appVersion ? { ...a, ...appDetail } : a,
  );
  // Templates: the list, with the full configuration of the one the detail example shows.
  const templateDetail = body('getTemplate').template;
  const templates = body('listTemplates').templates.map((t) =>
    t.id === templateDetail.id ? { ...t, ...templateDetail } : t,
  );
  // The rooms the examples' conversation lists show, by their members (getGroupConversationRoomId
  // answers the room of a set of members, and makes one for a new set).
  const rooms = [];
  for (const room of [...body('listConversations').rooms, ...body('listAgentConversations').rooms])
    if (Array.isArray(room.users) && !rooms.some((r) => r.roomId === room.roomId))
      rooms.push({ room: room.room, roomId: room.roomId, users: room.users });
  // The wallet: the balance before the examples' reward claim (142.5 after claiming 25).
  const claimed = body('claimRewards');
  const pendingInvoice = body('getPendingInvoice').pendingInvoice;

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
    rooms,
    blocked: {},
    archivedRooms: {},
    ratings: [],
    reactions: [],
    schedule: body('getSchedule').schedule,
    sipRegistration: body('getSipRegistration').registration,
    domains: body('listDomains').domains,
    apps,
    templates,
    // The SIP lists as the add examples answer them (so the remove examples find their entry).
    sipWhitelist: body('addSipIpWhitelistEntry', '201').whitelist,
    sipRoutes: body('addSipOutboundRoute', '201').routes,
    organizations: body('listOrganizations').accounts,
    resellers: body('listResellers').accounts,
    agentAccounts: body('listAgentAccounts').accounts,
    adminUsersSeed: body('listAdminUsers').users,
    adminUsers: {},
    wallet: {
      balanceUsd: Math.round((claimed.balanceUsd - claimed.claimedUsd) * 100) / 100,
      pendingInvoice,
      pendingInvoiceSeeded: pendingInvoice !== null,
      transactions: body('listRecentTransactions').transactions,
      rewards: body('getReferralRewards').rewards,
    },
  };
}
