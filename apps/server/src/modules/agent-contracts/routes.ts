import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsContracts, opsCreateContract, opsOverrideContract, opsStatements, runSettlementNow } from './ops-service.js';
import {
  applyContract,
  cancelContract,
  contractHistory,
  contractInfo,
  contractRequestStatus,
  pendingRequest,
  processContract,
  storeDividend,
  storeSalary,
} from './service.js';
import { agentIncome, currentSettlement, payoutDividend, queryStatements } from './settlement.js';

export const agentContractsPlayerRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  serve(app, CALLS.contractRequestStatus, async (req) => contractRequestStatus(db, req.merchant, req.auth.memberId));

  serve(app, CALLS.dailySalInfo, async (req) => contractInfo(db, req.merchant, req.auth.memberId, 'DAILY_SALARY'));
  serve(app, CALLS.applyDailySal, async (req) => applyContract(db, req.merchant, req.auth.memberId, 'DAILY_SALARY', req.body.downlineId, storeSalary(req.body.tiers)));
  serve(app, CALLS.dailySalReq, async (req) => pendingRequest(db, req.merchant, req.auth.memberId, 'DAILY_SALARY'));
  serve(app, CALLS.processDailySal, async (req) => processContract(db, req.merchant, req.auth.memberId, 'DAILY_SALARY', req.body));
  serve(app, CALLS.dailySalHist, async (req) => contractHistory(db, req.merchant, req.auth.memberId, 'DAILY_SALARY', req.query.pageNo));

  serve(app, CALLS.hourSalInfo, async (req) => contractInfo(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY'));
  serve(app, CALLS.applyHourSal, async (req) => applyContract(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY', req.body.downlineId, storeSalary(req.body.tiers)));
  serve(app, CALLS.hourSalReq, async (req) => pendingRequest(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY'));
  serve(app, CALLS.processHourSal, async (req) => processContract(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY', req.body));
  serve(app, CALLS.hourSalHist, async (req) => contractHistory(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY', req.query.pageNo));

  serve(app, CALLS.dividendInfo, async (req) => contractInfo(db, req.merchant, req.auth.memberId, 'DIVIDEND'));
  serve(app, CALLS.applyDividend, async (req) => applyContract(db, req.merchant, req.auth.memberId, 'DIVIDEND', req.body.downlineId, storeDividend(req.body.tiers)));
  serve(app, CALLS.dividendReq, async (req) => pendingRequest(db, req.merchant, req.auth.memberId, 'DIVIDEND'));
  serve(app, CALLS.processDividend, async (req) => processContract(db, req.merchant, req.auth.memberId, 'DIVIDEND', req.body));
  serve(app, CALLS.dividendHist, async (req) => contractHistory(db, req.merchant, req.auth.memberId, 'DIVIDEND', req.query.pageNo));
  serve(app, CALLS.cancelContract, async (req) => cancelContract(db, req.merchant, req.auth.memberId, req.body.id));

  serve(app, CALLS.currentDailySalary, async (req) => currentSettlement(db, req.merchant, req.auth.memberId, 'DAILY_SALARY'));
  serve(app, CALLS.currentHourSalary, async (req) => currentSettlement(db, req.merchant, req.auth.memberId, 'HOURLY_SALARY'));
  serve(app, CALLS.queryDailySalary, async (req) => queryStatements(db, req.merchant, req.auth.memberId, req.query.kind ?? 'DAILY_SALARY', req.query));
  serve(app, CALLS.currentDividend, async (req) => currentSettlement(db, req.merchant, req.auth.memberId, 'DIVIDEND'));
  serve(app, CALLS.queryDividend, async (req) => queryStatements(db, req.merchant, req.auth.memberId, 'DIVIDEND', req.query));
  serve(app, CALLS.payoutDividend, async (req) => payoutDividend(db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.agentIncome, async (req) => agentIncome(db, req.merchant, req.auth.memberId));
};

export const agentContractsOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsAgentContracts, async (req) => opsContracts(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsCreateAgentContract, async (req) => opsCreateContract(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsOverrideAgentContract, async (req) => opsOverrideContract(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsAgentStatements, async (req) => opsStatements(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsRunAgentSettlement, async (req) => runSettlementNow(req.ops, app.jobs, opsMerchantOf(req), req.body));
};
