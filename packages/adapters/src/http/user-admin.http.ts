import {
  AcknowledgementSchema,
  AdminLogPageSchema,
  AdminUserPageSchema,
  InvitationLinkSchema,
  UserInvitationSchema,
  type Acknowledgement,
  type AdminLogEntry,
  type AdminUser,
  type AppError,
  type InvitationLink,
  type ListPage,
  type PageWindow,
  type Result,
  type UserAdminGateway,
  type UserInvitation,
  type UserInvite,
  type UserQuery,
  type UserUpdate,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** User admin: list, invite, update, delete guest, block, unblock, the admin log (openapi tag stores and admin). */
export class HttpUserAdminGateway implements UserAdminGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  listUsers(query: UserQuery): Answer<ListPage<AdminUser>> {
    const params = {
      query: {
        page: query.page,
        size: query.size,
        ...(query.search ? { search: query.search } : {}),
        ...(query.role ? { role: query.role } : {}),
      },
    };
    return callApi(() => this.client.GET('/user/list', { params }), AdminUserPageSchema, this.options);
  }

  invite(invite: UserInvite): Answer<UserInvitation> {
    return callApi(
      () => this.client.POST('/user/invite', { body: invite }),
      UserInvitationSchema,
      this.options,
    );
  }

  adminLog(window: PageWindow): Answer<ListPage<AdminLogEntry>> {
    const params = { query: { page: window.page, size: window.size } };
    return callApi(() => this.client.GET('/user/admin-log', { params }), AdminLogPageSchema, this.options);
  }

  setInvitedPassword(token: string, password: string): Answer<Acknowledgement> {
    return callApi(
      () => this.client.POST('/user/set-password', { body: { token, password } }),
      AcknowledgementSchema,
      this.options,
    );
  }

  invitationLink(token: string): Answer<InvitationLink> {
    return callApi(
      () => this.client.GET('/user/set-password', { params: { query: { token } } }),
      InvitationLinkSchema,
      this.options,
    );
  }

  updateUser(update: UserUpdate): Answer<Acknowledgement> {
    const { roles, ...rest } = update;
    const body = { ...rest, ...(roles ? { roles: [...roles] } : {}) };
    return callApi(() => this.client.PUT('/user/update', { body }), AcknowledgementSchema, this.options);
  }

  deleteGuest(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.DELETE('/user/guest/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }

  block(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.PUT('/user/block/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }

  unblock(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.PUT('/user/unblock/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }
}
