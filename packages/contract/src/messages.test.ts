import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './auth';
import { messages } from './messages';

// Every expected text below is copied from spec/SPEC.md (§2, §5, §8), except search.datePast,
// for which the spec gives no wording. A message added without being pinned here fails the test.
describe('messages', () => {
  it('holds exactly the spec texts', () => {
    expect(messages).toStrictEqual({
      login: {
        usernameRequired: 'Please input your email or username!',
        passwordRequired: 'Please input your password!',
        passwordTooShort: 'Password must be at least 6 characters!',
        failed: 'Login Failed',
        serverError: 'server error, try again later',
        alertTitle: 'Login Error',
        modalFallback: 'Something went wrong. Please try again.',
        socialComingSoon: 'login coming soon',
      },
      api: {
        checkInput: 'Please check your input and try again.',
        notLoggedIn: 'Authentication credentials were not provided or are invalid.',
        forbidden: 'You do not have permission to perform this action.',
        notActivated:
          'Your account is not activated yet. Check your e-mail for the activation link.',
        tooManyRequests: 'Too many requests. Please wait a while and try again.',
        uploadTooManyParts:
          'This upload has too many fields or files. Send only the form’s fields and files.',
        uploadCutOff: 'The upload ended before it was complete. Please send it again.',
        uploadUnreadable: 'The upload could not be read: send it as complete multipart/form-data.',
        tooLong: expect.any(Function),
      },
      account: {
        signedUp: 'Account created. Check your e-mail for the link that activates it.',
        emailTaken: 'An account with this e-mail already exists.',
        usernameTaken: 'This username is already taken.',
        invalidCredentials: 'Invalid e-mail/username or password.',
        suspended: 'This account is suspended. Contact your Sacco or Foleni support.',
        tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
        loggedIn: 'Login successful',
        activated: 'Your account is activated. You can now sign in.',
        activationInvalid:
          'This activation link is invalid or has expired. Ask for a new one below.',
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
      },
      signup: {
        emailInvalid: 'Please input a valid email!',
        phoneRequired: 'Phone number is required!',
        phoneFormat: 'Phone number must start with 07 and be 10 digits long!',
        nationalIdRequired: 'Please input your id-number!',
        roleRequired: 'Please select a role!',
        passwordRequired: 'Please input your password!',
        passwordTooShort: 'Password must be at least 6 characters!',
        confirmPasswordRequired: 'Please confirm your password!',
        passwordMismatch: 'The two passwords do not match!',
        checkInput: 'Please check your input and try again.',
        unknownError: 'An unknown error occurred.',
        usernameFormat: 'A username is 3 to 30 letters, digits, dots, dashes or underscores.',
        alertTitle: 'Signup Errors',
      },
      reset: {
        emailRequired: 'Please input your email!',
        emailInvalid: 'Please input a valid email!',
        failed: 'Failed to send password reset email',
        serverError: 'Server error, Try again after a few minutes',
        modalFailed: 'Failed to send reset email. Please try again.',
      },
      logout: {
        failed: 'Logout Failed',
      },
      session: {
        welcome: expect.any(Function),
      },
      search: {
        bookingTypeRequired: 'Please select booking type',
        departureRequired: 'Please select departure',
        destinationRequired: 'Please select destination',
        dateRequired: 'Please select a date',
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
        placeTooLong: expect.any(Function),
        dateInvalid: 'Enter the date as YYYY-MM-DD',
        timeInvalid: 'Enter the time as HH:MM',
        outsideNetwork: expect.any(Function),
        none: 'No journey found at this time. Try another time or a nearby place.',
      },
      places: {
        nameRequired: 'Please enter the place name',
        nameTooLong: expect.any(Function),
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
        saveFallback: 'Something went wrong. Please try again.',
        created: 'Route created successfully',
        updated: 'Route updated successfully',
      },
      members: {
        fetchFailed: 'Failed to fetch members',
        fetched: 'Members fetched successfully',
        inviteFailed: 'Failed to invite member',
        invited: 'Member invited successfully',
      },
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
        inviteInvalid:
          'This invitation link is invalid or has expired. Ask your Sacco for a new one.',
      },
      stations: {
        fetchFailed: 'Failed to fetch stations',
        fetched: 'Stations fetched successfully',
      },
      complaints: {
        submitFailed: 'Failed to submit complaint',
        submitError: 'Error submitting complaint',
        submitted: 'Complaint submitted successfully!',
        nameRequired: 'Please input your name!',
        emailInvalid: 'Please input a valid email!',
        saccoUnknown: 'That Sacco does not exist.',
        typeRequired: 'Please select the type of complaint!',
        messageRequired: 'Please describe what happened!',
        fileType: 'Attachments must be images (JPEG, PNG, WebP or GIF) or PDF documents.',
        fileTooLarge: expect.any(Function),
        totalTooLarge: expect.any(Function),
        tooManyFiles: expect.any(Function),
        statusRequired: 'Please select the new status!',
        noteRequired: 'Please say why the complaint is closed.',
        replyRequired: 'Please write the reply!',
        wrongStatus: 'That change is not possible in the complaint’s current status.',
        assigneeInvalid: 'Complaints can only be assigned to staff who may see them.',
        statusChanged: 'Complaint status updated',
        assigned: 'Complaint assigned',
        replied: 'Reply added',
      },
      bookings: {
        routeRequired: 'Please select a route!',
        routeUnknown: 'That route does not exist or is not running.',
        stopRequired: 'Please select the stop!',
        sameStops: 'Boarding and alighting stops must be different.',
        stopsNotOnRoute: 'Both stops must be stops of this route.',
        stopsOrder: 'The boarding stop must come before the alighting stop on this route.',
        seatsRange: 'You can book from 1 to 10 seats.',
        seatsMax: expect.any(Function),
        tooManyUnpaid:
          'You already hold the most unpaid bookings allowed for that day. Cancel one or pay for it first.',
        soldOut: expect.any(Function),
        created: 'Booking made',
        confirmed: 'Booking confirmed',
        completed: 'Booking completed',
        cancelled: 'Booking cancelled',
        wrongState: 'That change is not possible in the booking’s current status.',
        outOfScope: 'You can only manage bookings of your own routes, stations or vehicles.',
        cashInstructions: expect.any(Function),
      },
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
      gtfs: {
        imported: 'GTFS feed imported',
        fileRequired: 'Please choose the GTFS feed (.zip file) to upload.',
        notZip: 'This file is not a .zip archive. Upload the GTFS feed as one .zip file.',
        zipDamaged: 'This .zip file is damaged and cannot be opened.',
        tooLarge: 'The file is too large: an upload may be at most 50 MB.',
        nothingImported: 'Nothing was imported. Correct the feed and try again.',
        routeCodeTaken: expect.any(Function),
        routeCodeRepeated: expect.any(Function),
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
        notLoading: 'Only a loading vehicle can depart.',
        ended: 'This vehicle has already left the queue.',
        moveLoading: 'A loading vehicle cannot be moved; only waiting vehicles change places.',
        positionRange: 'That place is outside the waiting line.',
        notYourVehicle: 'You can only queue and remove the vehicles you drive.',
        notYourStation: 'You can only run the queues of your own stations.',
        joined: 'Vehicle added to the queue',
        updated: 'Queue updated',
        nextInLineTitle: 'You are next in line',
        nextInLine: expect.any(Function),
        queuedTitle: 'Your vehicle is in the queue',
        queued: expect.any(Function),
        calledTitle: 'Time to load',
        called: expect.any(Function),
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
    });
  });

  it('names the vehicle and station in queue alerts', () => {
    expect(messages.queue.nextInLine('KDA 123A', 'Kencom')).toBe(
      'KDA 123A is next in line at Kencom. Get ready to load.',
    );
    expect(messages.queue.queued('KDA 123A', 'Kencom')).toBe(
      'KDA 123A was added to the queue at Kencom.',
    );
    expect(messages.queue.called('KDA 123A', 'Kencom')).toBe(
      'KDA 123A is called to load at Kencom.',
    );
  });

  it('states the attachment limits and seats left', () => {
    expect(messages.complaints.fileTooLarge(5)).toBe('Each attachment may be at most 5 MB.');
    expect(messages.complaints.totalTooLarge(15)).toBe(
      'All attachments together may be at most 15 MB.',
    );
    expect(messages.complaints.tooManyFiles(5)).toBe('You can attach at most 5 files.');
    expect(messages.bookings.seatsMax(4)).toBe('You can book at most 4 seats at once.');
    expect(messages.bookings.seatsMax(1)).toBe('You can book at most 1 seat at once.');
    expect(messages.bookings.soldOut(0)).toBe('This route is fully booked for that day.');
    expect(messages.bookings.soldOut(1)).toBe('Only 1 seat left on this route for that day.');
    expect(messages.bookings.soldOut(3)).toBe('Only 3 seats left on this route for that day.');
    expect(messages.bookings.cashInstructions(1200)).toBe(
      'Pay KES 1,200 to the conductor in cash when you board.',
    );
    expect(messages.bookings.cashInstructions(null)).toBe(
      'Pay the conductor in cash when you board.',
    );
  });

  it('names the place a journey cannot reach and the longest place text', () => {
    expect(messages.journeys.outsideNetwork('Nakuru')).toBe(
      "No matatu in Foleni's network reaches Nakuru yet",
    );
    expect(messages.journeys.placeTooLong(120)).toBe('Use at most 120 characters for a place');
  });

  it('names the longest text accepted', () => {
    expect(messages.api.tooLong(254)).toBe('Use at most 254 characters.');
  });

  it('greets the user by name', () => {
    expect(messages.session.welcome('Amina')).toBe('welcome Amina');
  });

  it('names the route number in GTFS import conflicts', () => {
    expect(messages.gtfs.routeCodeTaken('107D')).toBe(
      'Route number 107D already belongs to a route that this feed does not describe.',
    );
    expect(messages.gtfs.routeCodeRepeated('107D')).toBe(
      'Route number 107D is given to more than one route in routes.txt.',
    );
  });

  it('states the same password minimum as the rule', () => {
    expect(messages.login.passwordTooShort).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
  });
});
