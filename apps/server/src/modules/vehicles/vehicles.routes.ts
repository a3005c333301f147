import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { serveOwnRecords } from '../../http/serve-records';
import { requireAccount } from '../auth/auth.guard';
import type { VehiclesService } from './vehicles.service';

/**
 * The vehicle wizard of spec §3 as a server-side flow: each step saves and answers the whole
 * vehicle, so the wizard can be left and resumed at `wizard_step`.
 */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (
  app,
  { vehicles },
) => {
  serveOwnRecords(app, vehicles, {
    list: operations.listVehicles,
    get: operations.getVehicle,
    create: operations.createVehicle,
  });
  serve(app, operations.updateVehicleDetails, (request) =>
    vehicles.saveDetails(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.setVehicleOwners, (request) =>
    vehicles.saveOwners(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.setVehicleSacco, (request) =>
    vehicles.saveSacco(requireAccount(request), request.params.id, request.body.sacco),
  );
  serve(app, operations.setVehicleManagers, (request) =>
    vehicles.saveManagers(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.submitVehicle, (request) =>
    vehicles.submit(requireAccount(request), request.params.id),
  );
  serve(app, operations.approveVehicle, (request) =>
    vehicles.approve(requireAccount(request), request.params.id),
  );
  serve(app, operations.rejectVehicle, (request) =>
    vehicles.reject(requireAccount(request), request.params.id, request.body.reason),
  );
  serve(app, operations.suspendVehicle, (request) =>
    vehicles.suspend(requireAccount(request), request.params.id, request.body?.reason ?? null),
  );
  serve(app, operations.reinstateVehicle, (request) =>
    vehicles.reinstate(requireAccount(request), request.params.id),
  );
};
