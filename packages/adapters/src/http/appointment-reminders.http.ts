import {
  AppointmentReminderSchema,
  type AppError,
  type AppointmentReminder,
  type AppointmentReminderGateway,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

/** The appointment reminder over the main host: preview, then send once. */
export class HttpAppointmentReminderGateway implements AppointmentReminderGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  preview(apptId: number): Promise<Result<AppointmentReminder, AppError>> {
    const params = { path: { id: apptId } };
    return callApi(
      () => this.client.GET('/api/appointment/{id}/reminder', { params }),
      AppointmentReminderSchema,
      this.options,
    );
  }

  send(apptId: number): Promise<Result<AppointmentReminder, AppError>> {
    const params = { path: { id: apptId } };
    return callApi(
      () => this.client.POST('/api/appointment/{id}/reminder', { params }),
      AppointmentReminderSchema,
      this.options,
    );
  }
}
