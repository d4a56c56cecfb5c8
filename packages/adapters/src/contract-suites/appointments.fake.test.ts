import { appointmentsContract } from './appointments.suite.js';

appointmentsContract((server) => ({
  gateway: server,
  answerNextBooking: (answer) => server.answerNextBooking(answer),
}));
