/**
 * Every user-facing string of the spec (§2 guard screens and search page, §5 validation, §8 error
 * catalogue), word for word. Schemas, the server's error replies and the web's screens all read
 * from here, so a wording change happens in one place and the tests pin it to the spec.
 *
 * A text the spec repeats in several areas is declared once below and referenced from each area,
 * so every area still lists its complete set. Texts with a placeholder are functions taking the
 * value (`messages.session.welcome('Amina')`), so a caller cannot forget to fill it in.
 */

const somethingWentWrong = 'Something went wrong. Please try again.';
const passwordRequired = 'Please input your password!';
const passwordTooShort = 'Password must be at least 6 characters!';
const validEmail = 'Please input a valid email!';
const checkInput = 'Please check your input and try again.';
const nothingImported = 'Nothing was imported. Correct the feed and try again.';

export const messages = {
  /** Answers of the API that are not about one form. */
  api: {
    checkInput,
    notLoggedIn: 'Authentication credentials were not provided or are invalid.',
    forbidden: 'You do not have permission to perform this action.',
    notActivated: 'Your account is not activated yet. Check your e-mail for the activation link.',
    tooManyRequests: 'Too many requests. Please wait a while and try again.',
    uploadTooManyParts:
      'This upload has too many fields or files. Send only the form’s fields and files.',
    uploadCutOff: 'The upload ended before it was complete. Please send it again.',
    uploadUnreadable: 'The upload could not be read: send it as complete multipart/form-data.',
    tooLong: ({ max }: { max: number }) => `Use at most ${max} characters.`,
    // A string stands for the number in the web's template of the text.
    pageSize: ({ max }: { max: number | string }) =>
      `The page size (p_size) must be a whole number from 1 to ${max}.`,
    pageNumber: 'The page number (p) must be a whole number from 1 up.',
    nulInText: 'Text must not contain NUL characters.',
    addressTooLong: 'A part of the address is too long.',
    badAddress: 'The address is not valid.',
    internalError: 'Something went wrong on our side. Please try again in a moment.',
    // The framework's own refusals (malformed JSON, unsupported media type, body too large…):
    // its sentence is safe to show and names the problem better than a code of ours could.
    requestRefused: ({ reason }: { reason: string }) => reason,
    idempotencyKeyInvalid:
      'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores (a UUID).',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different request. Make a new key for a new change.',
    idempotencyKeyInProgress:
      'The first request with this Idempotency-Key is still being handled. Please try again in a moment.',
  },
  /** 404 answers: the thing asked for does not exist or is out of the caller's sight. */
  notFound: {
    endpoint: 'Not found.',
    attachment: 'Attachment not found.',
    booking: 'Booking not found.',
    complaint: 'Complaint not found.',
    fare: 'Fare not found.',
    member: 'Member not found.',
    payment: 'Payment not found.',
    place: 'Place not found.',
    queueEntry: 'Queue entry not found.',
    region: 'Region not found.',
    route: 'Route not found.',
    sacco: 'Sacco not found.',
    station: 'Station not found.',
    user: 'User not found.',
    vehicle: 'Vehicle not found.',
  },
  /** The server's answers about accounts; the spec shows the calls but not these words. */
  account: {
    signedUp: 'Account created. Check your e-mail for the link that activates it.',
    emailTaken: 'An account with this e-mail already exists.',
    usernameTaken: 'This username is already taken.',
    invalidCredentials: 'Invalid e-mail/username or password.',
    suspended: 'This account is suspended. Contact your Sacco or Foleni support.',
    tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
    loggedIn: 'Login successful',
    activated: 'Your account is activated. You can now sign in.',
    activationInvalid: 'This activation link is invalid or has expired. Ask for a new one below.',
    activationSent:
      'If an account with that e-mail is waiting for activation, a new link is on its way.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    loggedOut: 'Logged out successfully',
    resetSent: 'If an account with that e-mail exists, a password reset link is on its way.',
    resetDone: 'Your password has been reset. You can now sign in.',
    resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    passwordChanged: 'Password changed successfully',
    currentPasswordWrong: 'Your current password is incorrect.',
    profileUpdated: 'Profile updated successfully',
    userApproved: 'Account approved',
    userSuspended: 'Account suspended',
    roleChanged: 'Role changed',
    cannotChangeOwnAccount: 'You cannot suspend or change the role of your own account.',
    ussdPinFormat: 'The USSD PIN is exactly 4 digits.',
    ussdPinSaved: 'USSD PIN saved',
  },
  login: {
    usernameRequired: 'Please input your email or username!',
    passwordRequired,
    passwordTooShort,
    failed: 'Login Failed',
    serverError: 'server error, try again later',
    alertTitle: 'Login Error',
    modalFallback: somethingWentWrong,
    socialComingSoon: 'login coming soon',
  },
  signup: {
    emailInvalid: validEmail,
    phoneRequired: 'Phone number is required!',
    phoneFormat: 'Phone number must start with 07 and be 10 digits long!',
    nationalIdRequired: 'Please input your id-number!',
    roleRequired: 'Please select a role!',
    passwordRequired,
    passwordTooShort,
    confirmPasswordRequired: 'Please confirm your password!',
    passwordMismatch: 'The two passwords do not match!',
    checkInput,
    unknownError: 'An unknown error occurred.',
    usernameFormat: 'A username is 3 to 30 letters, digits, dots, dashes or underscores.',
    alertTitle: 'Signup Errors',
  },
  reset: {
    emailRequired: 'Please input your email!',
    emailInvalid: validEmail,
    failed: 'Failed to send password reset email',
    serverError: 'Server error, Try again after a few minutes',
    modalFailed: 'Failed to send reset email. Please try again.',
  },
  logout: {
    failed: 'Logout Failed',
  },
  session: {
    welcome: ({ name }: { name: string }) => `welcome ${name}`,
  },
  search: {
    bookingTypeRequired: 'Please select booking type',
    departureRequired: 'Please select departure',
    destinationRequired: 'Please select destination',
    dateRequired: 'Please select a date',
    // The spec says only that the date cannot be before today; it gives no wording for it.
    datePast: 'Travel date cannot be in the past',
    sameOriginDestination: 'Departure and destination cannot be the same',
    failed: 'An error occurred while searching for routes.',
    noneForJourney: 'No routes found for the selected journey.',
    noResults: 'No routes found',
    relatedRoutes: 'Showing Related Routes',
    placeUnknown:
      'We could not find that place. Check the spelling or pick a stop from the suggestions.',
    onlyRelated:
      'No matatu goes directly between these places. These journeys and routes may help.',
  },
  journeys: {
    placeTooLong: ({ max }: { max: number }) => `Use at most ${max} characters for a place`,
    dateInvalid: 'Enter the date as YYYY-MM-DD',
    timeInvalid: 'Enter the time as HH:MM',
    outsideNetwork: ({ place }: { place: string }) =>
      `No matatu in Foleni's network reaches ${place} yet`,
    none: 'No journey found at this time. Try another time or a nearby place.',
  },
  places: {
    nameRequired: 'Please enter the place name',
    nameTooLong: ({ max }: { max: number }) => `Use at most ${max} characters for a place name`,
    kindRequired: 'Please select the kind of place',
    radius: 'The radius must be between 100 m and 20,000 m',
    coordinates: "Enter the place's latitude and longitude",
    nameTaken: 'A place with this name already exists',
    created: 'Place created successfully',
    updated: 'Place updated successfully',
    archived: 'Place archived',
    restored: 'Place restored',
    fetched: 'Places fetched successfully',
    fetchFailed: 'Failed to fetch places',
    saveFailed: 'Failed to save place',
  },
  regions: {
    fetchFailed: 'Failed to fetch regions',
    genericError: 'An error occurred',
    fetched: 'Regions fetched successfully',
  },
  routes: {
    createFailed: 'Failed to create route',
    updateFailed: 'Failed to update route',
    getFailed: 'Failed to get route',
    saveFallback: somethingWentWrong,
    created: 'Route created successfully',
    updated: 'Route updated successfully',
  },
  members: {
    fetchFailed: 'Failed to fetch members',
    fetched: 'Members fetched successfully',
    inviteFailed: 'Failed to invite member',
    invited: 'Member invited successfully',
  },
  /** Vehicles, their wizard and the members of a Sacco: the server's answers and form rules. */
  fleet: {
    plateRequired: 'Please input the number plate!',
    plateFormat: 'Enter a Kenyan number plate such as KDA 123A.',
    plateTaken: 'A vehicle with this number plate is already registered.',
    makeRequired: 'Please input the make!',
    modelRequired: 'Please input the model!',
    yearRange: 'Enter the year the vehicle was made, from 1970 to next year.',
    seatsRange: 'Seating capacity must be a whole number from 1 to 100.',
    personRequired: 'Choose an existing account or enter an e-mail and phone number.',
    ownersRequired: 'Add at least one owner.',
    personUnknown: 'That account does not exist.',
    ownerRole: 'Only owner accounts can own a vehicle.',
    managerRole: 'Only driver accounts can drive or conduct a vehicle.',
    reasonRequired: 'Please give the reason.',
    stepsFirst: 'Complete the earlier steps first.',
    incomplete: 'Complete the vehicle details, owners and Sacco before submitting.',
    notEditable: 'This vehicle cannot be changed while it waits for approval.',
    wrongState: 'That change is not possible in the vehicle’s current state.',
    outOfScope: 'You can only manage your own vehicles or your Sacco’s vehicles.',
    decisionOutOfScope: 'Only the vehicle’s Sacco can approve, reject or suspend it.',
    noSacco: 'Your account is not attached to a Sacco.',
    submitted: 'Vehicle submitted for approval',
    approved: 'Vehicle approved',
    rejected: 'Vehicle rejected',
    suspended: 'Vehicle suspended',
    reinstated: 'Vehicle reinstated',
    memberRemoved: 'Member removed from the Sacco',
    inviteAccepted: 'Your invitation is accepted. You can now sign in.',
    inviteInvalid: 'This invitation link is invalid or has expired. Ask your Sacco for a new one.',
  },
  stations: {
    fetchFailed: 'Failed to fetch stations',
    fetched: 'Stations fetched successfully',
  },
  complaints: {
    submitFailed: 'Failed to submit complaint',
    submitError: 'Error submitting complaint',
    submitted: 'Complaint submitted successfully!',
    // The spec's client shows only the three texts above; the server's answers follow.
    nameRequired: 'Please input your name!',
    emailInvalid: validEmail,
    saccoUnknown: 'That Sacco does not exist.',
    typeRequired: 'Please select the type of complaint!',
    messageRequired: 'Please describe what happened!',
    fileType: 'Attachments must be images (JPEG, PNG, WebP or GIF) or PDF documents.',
    fileTooLarge: ({ mb }: { mb: number }) => `Each attachment may be at most ${mb} MB.`,
    totalTooLarge: ({ mb }: { mb: number }) => `All attachments together may be at most ${mb} MB.`,
    tooManyFiles: ({ count }: { count: number }) => `You can attach at most ${count} files.`,
    statusRequired: 'Please select the new status!',
    noteRequired: 'Please say why the complaint is closed.',
    replyRequired: 'Please write the reply!',
    notMultipart: 'Send the complaint as multipart/form-data.',
    wrongStatus: 'That change is not possible in the complaint’s current status.',
    assigneeInvalid: 'Complaints can only be assigned to staff who may see them.',
    statusChanged: 'Complaint status updated',
    assigned: 'Complaint assigned',
    replied: 'Reply added',
  },
  /** Seat bookings: the form's rules and the server's answers. */
  bookings: {
    routeRequired: 'Please select a route!',
    routeUnknown: 'That route does not exist or is not running.',
    stopRequired: 'Please select the stop!',
    sameStops: 'Boarding and alighting stops must be different.',
    stopsNotOnRoute: 'Both stops must be stops of this route.',
    stopsOrder: 'The boarding stop must come before the alighting stop on this route.',
    seatsRange: 'You can book from 1 to 10 seats.',
    seatsMax: ({ count }: { count: number }) =>
      `You can book at most ${count} seat${count === 1 ? '' : 's'} at once.`,
    tooManyUnpaid:
      'You already hold the most unpaid bookings allowed for that day. Cancel one or pay for it first.',
    soldOut: ({ count }: { count: number }) =>
      count === 0
        ? 'This route is fully booked for that day.'
        : `Only ${count} seat${count === 1 ? '' : 's'} left on this route for that day.`,
    created: 'Booking made',
    confirmed: 'Booking confirmed',
    completed: 'Booking completed',
    cancelled: 'Booking cancelled',
    wrongState: 'That change is not possible in the booking’s current status.',
    outOfScope: 'You can only manage bookings of your own routes, stations or vehicles.',
    cashNoFare: 'Pay the conductor in cash when you board.',
    cashInstructions: ({ fare }: { fare: number }) =>
      `Pay KES ${fare.toLocaleString('en-KE')} to the conductor in cash when you board.`,
    mpesaCheckPhone: ({ fare }: { fare: number }) =>
      `Check your phone: enter your M-Pesa PIN to pay KES ${fare.toLocaleString('en-KE')}.`,
    mpesaPaid: ({ receipt }: { receipt: string }) => `Paid with M-Pesa, receipt ${receipt}.`,
    mpesaPaidNoReceipt: 'Paid with M-Pesa: the receipt number is in your M-Pesa message.',
    mpesaNotPaid: 'The M-Pesa payment did not go through, so the seats were released.',
    mpesaNoFare: 'This journey has no fare yet: pay in cash when you board.',
  },
  /** Monthly plans paid by M-Pesa. */
  plans: {
    planRequired: 'Please choose a plan!',
    notForRole: 'This plan is not offered to your kind of account.',
    paymentStarted: 'Check your phone: enter your M-Pesa PIN to pay for the plan.',
    reminderSubject: ({ plan }: { plan: string }) => `Your Foleni ${plan} plan ends soon`,
    reminderBody: ({ plan, end, grace }: { plan: string; end: string; grace: string }) =>
      `Your Foleni ${plan} plan ends on ${end}. Renew it from your dashboard with M-Pesa; it keeps working until ${grace}.`,
  },
  /** M-Pesa payments: the phone to prompt, the callback, the Sacco's payments and refunds. */
  payments: {
    phoneRequired: 'Please input the M-Pesa phone number!',
    phoneFormat: 'Enter an M-Pesa number such as 0712 345 678 or +254 712 345 678.',
    mpesaOff: 'M-Pesa payments are not available here: pay in cash.',
    pushFailed: 'M-Pesa could not send the payment prompt. Please try again in a moment.',
    callbackRefused: 'This callback is not accepted.',
    refundRecorded: 'Refund recorded',
    refundNotPaid: 'Only a paid M-Pesa payment can be refunded.',
    refundReferenceRequired: 'Please input the M-Pesa reference of the refund!',
    refundReferenceFormat: 'An M-Pesa reference has only letters and digits, such as SKL4T6ABCD.',
    refundAlready: 'This payment’s refund is already recorded.',
  },
  /** Regions, stations, Saccos, routes and fares: the server's answers and form rules. */
  network: {
    regionNameRequired: 'Please input the region name!',
    regionNameTaken: 'A region with this name already exists.',
    stationNameRequired: 'Please input the station name!',
    regionRequired: 'Please select a region!',
    regionUnknown: 'That region does not exist.',
    latitudeRange: 'Latitude must be between -90 and 90.',
    longitudeRange: 'Longitude must be between -180 and 180.',
    capacityRange: 'Capacity must be a whole number from 1 to 500.',
    saccoNameRequired: 'Please input the Sacco name!',
    saccoNameTaken: 'A Sacco with this name already exists.',
    saccoRequired: 'Please select a Sacco!',
    saccoUnknown: 'That Sacco does not exist.',
    routeCodeRequired: 'Please input the route number!',
    routeCodeTaken: 'A route with this number already exists.',
    routeNameRequired: 'Please input the route name!',
    stationUnknown: 'That station does not exist.',
    originRequired: 'Please select the origin station!',
    destinationRequired: 'Please select the destination station!',
    sameEnds: 'The origin and destination must be different stations.',
    stopsTooFew: 'A route needs at least two stops.',
    stopNameRequired: 'Every stop needs a name.',
    firstStopOrigin: 'The first stop must be the route’s origin station.',
    lastStopDestination: 'The last stop must be the route’s destination station.',
    fareAmount: 'The fare must be a whole number of shillings from 1 to 100,000.',
    fareStopsUnknown: 'Both stops must be stops of this route.',
    fareSameStops: 'The fare must be between two different stops.',
    regionArchived: 'Region archived',
    stationArchived: 'Station archived',
    saccoSuspended: 'Sacco suspended',
    stopsSaved: 'Route stops saved successfully',
    fareSaved: 'Fare saved successfully',
    fareRemoved: 'Fare removed',
    stationAdminUnknown: 'That user does not exist.',
    stationAdminRole: 'Only station admin accounts can run a station.',
    routeOutOfScope: 'You can only manage routes of your own Sacco or stations.',
    travelTimeRange: 'Travel time between stops must be from 10 seconds to 2 hours.',
    serviceBandsRequired: 'Add at least one time band.',
    serviceTimeFormat: 'Enter the time as HH:MM, e.g. 06:00.',
    serviceBandEnd: 'A time band must end after it starts.',
    serviceBandsOverlap: 'Time bands must not overlap.',
    headwayRange: 'The time between matatus must be from 1 to 120 minutes.',
    serviceSaved: 'Route service saved successfully',
  },
  /** Importing a GTFS feed: the upload's answers (the CLI prints the same words). */
  gtfs: {
    imported: 'GTFS feed imported',
    fileRequired: 'Please choose the GTFS feed (.zip file) to upload.',
    notZip: 'This file is not a .zip archive. Upload the GTFS feed as one .zip file.',
    zipDamaged: 'This .zip file is damaged and cannot be opened.',
    tooLarge: 'The file is too large: an upload may be at most 50 MB.',
    nothingImported,
    // The feed's problem names its file, line and column, in the words of the feed's reader.
    feedInvalid: ({ problem }: { problem: string }) => `${problem} ${nothingImported}`,
    routeCodeTaken: ({ code }: { code: string }) =>
      `Route number ${code} already belongs to a route that this feed does not describe.`,
    routeCodeRepeated: ({ code }: { code: string }) =>
      `Route number ${code} is given to more than one route in routes.txt.`,
  },
  /** The station queue: the server's answers and the forms' rules. */
  queue: {
    stationRequired: 'Please select the station!',
    routeRequired: 'Please select the route!',
    vehicleRequired: 'Please select the vehicle!',
    reasonRequired: 'Please give the reason.',
    positionRequired: 'Please choose the new place in line.',
    actionUnknown: 'Choose call, depart, leave, remove or move.',
    vehicleNotApproved: 'Only a vehicle its Sacco has approved can join a queue.',
    alreadyQueued: 'This vehicle is already in a queue. It must depart or leave first.',
    routeNotAtStation: 'This route does not load at this station.',
    routeOfOtherSacco: 'A vehicle can only join the queues of its own Sacco’s routes.',
    notHead: 'Only the vehicle at the head of the line can be called to load.',
    alreadyLoading: 'Another vehicle is already loading for this route.',
    alreadyCalled: 'This vehicle is already loading.',
    notLoading: 'Only a loading vehicle can depart.',
    ended: 'This vehicle has already left the queue.',
    moveLoading: 'A loading vehicle cannot be moved; only waiting vehicles change places.',
    positionRange: 'That place is outside the waiting line.',
    notYourVehicle: 'You can only queue and remove the vehicles you drive.',
    notYourStation: 'You can only run the queues of your own stations.',
    joined: 'Vehicle added to the queue',
    updated: 'Queue updated',
    // "Next in line" is the first waiting vehicle, behind a loading one or not: what the
    // driver's place-in-line card calls "You are next".
    nextInLineTitle: 'You are next in line',
    nextInLine: ({ plate, station }: { plate: string; station: string }) =>
      `${plate} is next in line at ${station}. Get ready to load.`,
    queuedTitle: 'Your vehicle is in the queue',
    queued: ({ plate, station }: { plate: string; station: string }) =>
      `${plate} was added to the queue at ${station}.`,
    calledTitle: 'Time to load',
    called: ({ plate, station }: { plate: string; station: string }) =>
      `${plate} is called to load at ${station}.`,
  },
  guards: {
    notLoggedInTitle: 'Not Logged In',
    goToLogin: 'Go to Login',
    reload: 'Reload',
    notActivatedTitle: 'Account Not Activated',
    unauthorizedTitle: 'Unauthorized Access',
    unauthorizedText: 'You do not have permission to view this page.',
    returnHome: 'Return Home',
    goHome: 'Go Home',
  },
} as const;
