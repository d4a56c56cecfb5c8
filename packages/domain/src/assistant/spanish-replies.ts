import {
  DEFAULT_FOLLOW_UP_BODY,
  DEFAULT_OPENING_BODY,
  DEFAULT_SERVICE_OPENING_BODY,
} from '../templates/opening-text.rules.js';

/**
 * The Spanish version of every reply template the assistant sends (issue 31), keyed by the English
 * template, which stays the spec's contract word for word. The placeholders (spec 1 §3) are the same
 * in both, so a Spanish reply is rendered with the lead's context like the English one. A test checks
 * that every English template in REPLY_HANDLING, ASSISTANT_REPLIES and the default opening and
 * follow-up texts has its Spanish version here.
 * (The consent confirmations are answered in the reply's own language by compliance/consent-reply.)
 */
export const SPANISH_REPLIES: ReadonlyMap<string, string> = new Map([
  // reply-handling.rules.ts
  [
    'Thanks, ${lead.contact.firstName}. I have passed this to our team at ${lead.office.name}; someone will get back to you shortly.',
    'Gracias, ${lead.contact.firstName}. Pasé su mensaje a nuestro equipo de ${lead.office.name}; alguien le responderá en breve.',
  ],
  [
    'Thanks for letting us know, ${lead.contact.firstName}! We have updated the records for your ${lead.product.model}.',
    '¡Gracias por avisarnos, ${lead.contact.firstName}! Actualizamos los registros de su ${lead.product.model}.',
  ],
  [
    'No problem, ${lead.contact.firstName}. We will check back with you later.',
    'No hay problema, ${lead.contact.firstName}. Le escribiremos más adelante.',
  ],
  [
    'Sounds good, ${lead.contact.firstName}. Just text us here whenever you are ready.',
    'Muy bien, ${lead.contact.firstName}. Escríbanos aquí cuando esté listo.',
  ],
  [
    'Great, thanks ${lead.contact.firstName}! We look forward to seeing your ${lead.product.model}.',
    '¡Excelente, gracias ${lead.contact.firstName}! Le esperamos con su ${lead.product.model}.',
  ],
  [
    'Of course, ${lead.contact.firstName}. Someone from ${lead.office.name} will call you shortly.',
    'Claro, ${lead.contact.firstName}. Alguien de ${lead.office.name} le llamará en breve.',
  ],
  [
    'Thanks for letting us know, ${lead.contact.firstName}. We will update our records.',
    'Gracias por avisarnos, ${lead.contact.firstName}. Actualizaremos nuestros registros.',
  ],
  [
    'Sorry to hear about your ${lead.product.model}, ${lead.contact.firstName}. I have passed this to our service team; someone will reach out shortly.',
    'Lamentamos lo de su ${lead.product.model}, ${lead.contact.firstName}. Pasé su mensaje a nuestro equipo de servicio; alguien le contactará en breve.',
  ],
  [
    'Thanks, ${lead.contact.firstName}! Our team will update your details.',
    '¡Gracias, ${lead.contact.firstName}! Nuestro equipo actualizará sus datos.',
  ],
  [
    'Thanks for letting us know, ${lead.contact.firstName}. Safe travels!',
    'Gracias por avisarnos, ${lead.contact.firstName}. ¡Buen viaje!',
  ],
  [
    'Great question, ${lead.contact.firstName}! I have passed it to our sales team at ${lead.office.name}; they will be in touch shortly.',
    '¡Buena pregunta, ${lead.contact.firstName}! La pasé a nuestro equipo de ventas de ${lead.office.name}; le contactarán en breve.',
  ],
  [
    'I am sorry about your experience, ${lead.contact.firstName}. I have passed your message to our service manager, who will reach out to you.',
    'Lamento su experiencia, ${lead.contact.firstName}. Pasé su mensaje a nuestro gerente de servicio, quien se comunicará con usted.',
  ],
  // Issue 31 point 3's hand-off answer, as the spec words it (with and without its full stop), so a
  // REPLY_HANDLING entry that uses it is answered in Spanish as soon as it lands.
  [
    'Thanks, a member of our team will text you shortly.',
    'Gracias, una persona de nuestro equipo le escribirá en breve.',
  ],
  [
    'Thanks, a member of our team will text you shortly',
    'Gracias, una persona de nuestro equipo le escribirá en breve',
  ],
  // assistant-replies.ts
  [
    'Thanks ${lead.contact.firstName}! Let me check that time for your ${lead.product.model} at ${lead.office.name}. We will confirm shortly.',
    '¡Gracias ${lead.contact.firstName}! Voy a revisar esa hora para su ${lead.product.model} en ${lead.office.name}. Le confirmaremos en breve.',
  ],
  [
    'Great! What day and time work best for you to bring your ${lead.product.model} in?',
    '¡Excelente! ¿Qué día y hora le quedan mejor para traer su ${lead.product.model}?',
  ],
  [
    'Great! What day and time work best for you to bring your ${lead.product.model} to ${lead.office.name}?',
    '¡Excelente! ¿Qué día y hora le quedan mejor para traer su ${lead.product.model} a ${lead.office.name}?',
  ],
  [
    'Perfect, we will set that up for your ${lead.product.model}. What day and time work best for you?',
    'Perfecto, lo prepararemos para su ${lead.product.model}. ¿Qué día y hora le quedan mejor?',
  ],
  [
    'Understood, ${lead.contact.firstName}. If you no longer have the vehicle, just let us know and we will update our records.',
    'Entendido, ${lead.contact.firstName}. Si ya no tiene el vehículo, avísenos y actualizaremos nuestros registros.',
  ],
  [
    'Thanks for the mileage! Based on that, your ${lead.product.model} is due for service. Would you like to book a time?',
    '¡Gracias por el kilometraje! Según eso, su ${lead.product.model} necesita servicio. ¿Le gustaría reservar una hora?',
  ],
  [
    'We can help with that at ${lead.office.name}. What day and time work best for you?',
    'Podemos ayudarle con eso en ${lead.office.name}. ¿Qué día y hora le quedan mejor?',
  ],
  [
    'Thanks ${lead.contact.firstName}! Would you like to schedule service for your ${lead.product.model}?',
    '¡Gracias ${lead.contact.firstName}! ¿Le gustaría programar servicio para su ${lead.product.model}?',
  ],
  // The server's first text to a lead form (packages/server/src/public/lead-form-reply.ts).
  [
    'Hi ${lead.contact.firstName}, this is ${lead.agent.agentFirstName} at ${lead.office.name}. Thanks for asking to book an appointment! What day and time work best for you? Reply STOP to opt out.',
    'Hola ${lead.contact.firstName}, le escribe ${lead.agent.agentFirstName} de ${lead.office.name}. ¡Gracias por pedir una cita! ¿Qué día y hora le quedan mejor? Responda STOP para no recibir más mensajes.',
  ],
  [
    'Hi ${lead.contact.firstName}, thanks for asking ${lead.office.name} to book an appointment! What day and time work best for you? Reply STOP to opt out.',
    'Hola ${lead.contact.firstName}, ¡gracias por pedir una cita en ${lead.office.name}! ¿Qué día y hora le quedan mejor? Responda STOP para no recibir más mensajes.',
  ],
  // opening-text.rules.ts: the first text and the follow-up when the service type has no template.
  [
    DEFAULT_OPENING_BODY,
    'Hola ${lead.contact.firstName}, le escribe ${lead.agent.agentFirstName} de ${lead.office.name}. Su ${lead.product.year} ${lead.product.model} necesita servicio. Responda SÍ y buscaremos una hora que le convenga.',
  ],
  [
    DEFAULT_SERVICE_OPENING_BODY,
    'Hola ${lead.contact.firstName}, le escribe ${lead.agent.agentFirstName} de ${lead.office.name}. Su ${lead.product.year} ${lead.product.model} necesita servicio. Elija una hora aquí: ${lead.deal.bookingLink} o responda SÍ y buscaremos una que le convenga.',
  ],
  [
    DEFAULT_FOLLOW_UP_BODY,
    'Hola ${lead.contact.firstName}, ${lead.agent.agentFirstName} de ${lead.office.name} le escribe de nuevo sobre su ${lead.product.year} ${lead.product.model}. Responda SÍ y buscaremos una hora que le convenga.',
  ],
]);
