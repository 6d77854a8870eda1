/// The calls in a run of references that make or run network requests: what
/// `networking_in_controller` counts. Works on reference flags alone (called, member of what).
struct RequestCalls {
    /// Methods that only a URLSession has: a call of one on any receiver runs a request.
    static let taskMethods: Set<String> = [
        "dataTask", "uploadTask", "downloadTask", "webSocketTask", "streamTask", "dataTaskPublisher",
        // The same methods as Objective-C sends them: a selector's first piece.
        "dataTaskWithRequest", "dataTaskWithURL", "uploadTaskWithRequest", "uploadTaskWithStreamedRequest",
        "downloadTaskWithRequest", "downloadTaskWithURL", "downloadTaskWithResumeData", "webSocketTaskWithURL",
        "webSocketTaskWithRequest", "streamTaskWithHostName", "streamTaskWithNetService",
    ]
    /// URLSession's async methods, whose names are common: only on a session.
    static let sessionMethods: Set<String> = ["data", "upload", "download", "bytes"]
    /// RestKit's object requests, on `[RKObjectManager sharedManager]` or a manager property.
    static let restKitMethods: Set<String> = [
        "getObjectsAtPath", "getObjectsAtPathForRelationship", "getObjectsAtPathForRouteNamed", "getObject",
        "postObject", "putObject", "patchObject", "deleteObject", "enqueueObjectRequestOperation",
    ]
    /// Library entry points: `AF.request(…)`, `NSURLConnection.sendAsynchronousRequest(…)`,
    /// `[NSURLSession sessionWithConfiguration:…]`, `[AFHTTPSessionManager manager]`.
    static let libraryMembers: [String: Set<String>] = [
        "AF": ["request", "download", "upload", "streamRequest", "websocketRequest"],
        "Alamofire": ["request", "download", "upload"],
        "NSURLConnection": ["sendAsynchronousRequest", "sendSynchronousRequest", "connection", "connectionWithRequest"],
        "NSURLSession": ["sessionWithConfiguration"],
        "AFHTTPSessionManager": ["manager"],
        "AFHTTPRequestOperationManager": ["manager"],
        // AFNetworking 1.x: operations made by class methods, and a client made for a base URL.
        "AFJSONRequestOperation": ["JSONRequestOperationWithRequest"],
        "AFXMLRequestOperation": ["XMLParserRequestOperationWithRequest", "XMLDocumentRequestOperationWithRequest"],
        "AFPropertyListRequestOperation": ["propertyListRequestOperationWithRequest"],
        "AFImageRequestOperation": ["imageRequestOperationWithRequest"],
        "AFHTTPClient": ["clientWithBaseURL"],
        "RKObjectManager": restKitMethods,
    ]
    /// Types whose creation makes a session or client; stored properties of them are clients.
    static let clientTypes: Set<String> = [
        "URLSession", "NSURLSession", "NSURLConnection", "MoyaProvider", "AFHTTPSessionManager", "AFURLSessionManager",
        "AFHTTPRequestOperationManager", "RKObjectManager", "AFHTTPClient", "AFHTTPRequestOperation", "AFJSONRequestOperation",
    ]
    /// Objective-C's creation: `[[NSURLConnection alloc] initWithRequest:…]`, `[AFHTTPSessionManager new]`.
    static let creationMethods: Set<String> = ["alloc", "new"]
    /// Methods that make a request on a client property (`provider.request(.feed)`, `manager.get(…)`).
    static let clientMethods: Set<String> = Set([
        "request", "requestPublisher", "get", "post", "put", "patch", "delete", "head",
        "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD",
        // AFNetworking 1.x's `AFHTTPClient`.
        "getPath", "postPath", "putPath", "patchPath", "deletePath", "enqueueHTTPRequestOperation",
    ]).union(sessionMethods).union(taskMethods).union(restKitMethods)

    struct Use: EvidenceUse {
        var offset: UInt32
        var spelling: String
    }

    /// The names of the references' file (`Reference.name` indexes them).
    let names: NameList
    let references: [Reference]
    let useDefaults: Bool
    let clients: ClientNames
    /// Stored properties of the controller that hold a client: true for one of the user's
    /// clients (any call counts), false for a built-in one (request methods count).
    let clientProperties: [String: Bool]
    /// URLSession's request methods, with those the tree adds to it (`SessionExtensions`).
    let sessionMethods: Set<String>

    /// Per reference: whether its name can take part in a use (most names cannot).
    private var candidate: [Bool] = []
    private var mayHaveUses = false

    init(names: NameList, references: [Reference], useDefaults: Bool, clients: ClientNames,
         clientProperties: [String: Bool], sessionMethods: Set<String> = RequestCalls.sessionMethods) {
        self.names = names
        self.sessionMethods = sessionMethods
        self.references = references
        self.useDefaults = useDefaults
        self.clients = clients
        self.clientProperties = clientProperties
        // Judge only the names these references use (a file may hold thousands of types), and
        // rule most out by length and first byte before hashing any.
        let filter = useDefaults ? Self.defaultFilter : NamePrefilter([])
        let extra = NamePrefilter(Array(clients.wholeNames) + Array(clients.members.keys) + Array(clientProperties.keys))
        // Judged once per distinct name, in an array indexed by name id (0 unjudged, 1 no, 2 yes):
        // hashing the ids into a dictionary cost more than judging the names.
        var judged = [UInt8](repeating: 0, count: names.count)
        var candidate = [Bool](repeating: false, count: references.count)
        for index in references.indices {
            let id = Int(references[index].name)
            if judged[id] == 0 {
                // Length, first and last byte, read without a String: they rule out nearly every
                // name, and the String is made only for the rest.
                let (count, first, mayBeSession) = names.withUTF8(id) { ($0.count, $0.first ?? 0, Self.mayNameSession($0)) }
                var isCandidate = useDefaults && mayBeSession
                if !isCandidate && filter.mayContain(count: count, first: first) {
                    let name = names[id]
                    isCandidate = Self.taskMethods.contains(name) || Self.libraryMembers[name] != nil || Self.clientTypes.contains(name)
                }
                if !isCandidate && extra.mayContain(count: count, first: first) {
                    let name = names[id]
                    isCandidate = clients.wholeNames.contains(name) || clients.members[name] != nil || clientProperties[name] != nil
                }
                judged[id] = isCandidate ? 2 : 1
            }
            candidate[index] = judged[id] == 2
        }
        self.candidate = candidate
        mayHaveUses = candidate.contains(true)
    }

    private func text(_ id: UInt32) -> String { names[Int(id)] }

    /// The request calls in one declaration of the tree. Its references and names are read in
    /// place: copying the outline retained and released every array it holds, in memory the scan
    /// left cold.
    static func uses(in declaration: DeclarationReference, of context: RuleContext, useDefaults: Bool, clients: ClientNames,
                     clientProperties: [String: Bool]) -> [Use] {
        let file = declaration.file
        let files = context.project.files
        return RequestCalls(names: files[file].names, references: files[file].types[declaration.type].references,
                            useDefaults: useDefaults, clients: clients, clientProperties: clientProperties,
                            sessionMethods: context.sessionMethods).uses()
    }

    func uses() -> [Use] {
        guard mayHaveUses else { return [] }
        var result: [Use] = []
        var chainStart = 0
        var chainHasCandidate = false
        for index in references.indices {
            let reference = references[index]
            if continuesChain(index) {
                chainHasCandidate = chainHasCandidate || candidate[index]
            } else {
                chainStart = index
                chainHasCandidate = candidate[index]
            }
            guard reference.isCalled, chainHasCandidate, let spelling = use(calledAt: index, chainStart: chainStart) else { continue }
            result.append(Use(offset: reference.offset, spelling: spelling))
        }
        return result
    }

    /// Whether the reference at `index` is a member of the one before it: `a.b`, `a?.b`, `a!.b`.
    private func continuesChain(_ index: Int) -> Bool {
        guard index > 0, references[index].qualifier == .otherMember else { return false }
        let previous = references[index - 1]
        if previous.hasMember { return true }
        if previous.isCalled { return false }  // `load(.feed)`: an argument, not a member
        let end = previous.offset + UInt32(names.utf8Count(Int(previous.name)))
        return references[index].offset == end + 2  // `?.` or `!.`
    }

    /// The spelling of the use a call at `index` makes, if it makes one.
    private func use(calledAt index: Int, chainStart: Int) -> String? {
        let name = text(references[index].name)
        let head = text(references[chainStart].name)
        let spelled = { (references[chainStart...index].map { text($0.name) }).joined(separator: ".") }
        let isMember = index > chainStart
        if !clients.isEmpty {
            if index == chainStart && clients.wholeNames.contains(name) && references[index].qualifier == .none { return name }
            if isMember && clients.wholeNames.contains(head) { return spelled() }
            if isMember, let wanted = clients.members[head], wanted.contains(text(references[chainStart + 1].name)) { return spelled() }
        }
        // `provider.request(…)`, `self?.provider.request(…)`, `strongSelf.provider.request(…)`.
        if isMember, let holder = (chainStart..<index).last(where: { clientProperties[text(references[$0].name)] != nil }),
           clientProperties[text(references[holder].name)] == true || Self.clientMethods.contains(name) {
            return spelled()
        }
        guard useDefaults else { return nil }
        if !isMember {
            return references[index].qualifier == .none && Self.clientTypes.contains(name) ? name : nil
        }
        if Self.taskMethods.contains(name) { return spelled() }
        if index == chainStart + 1 && Self.creationMethods.contains(name) && Self.clientTypes.contains(head) { return head }
        if sessionMethods.contains(name) && isSession(head) { return spelled() }
        if let members = Self.libraryMembers[head], members.contains(name) { return spelled() }
        if index == chainStart + 2, text(references[chainStart + 1].name) == "default",
           head == "Session" || head == "SessionManager", name == "request" || name == "download" || name == "upload" {
            return spelled()  // Alamofire's `Session.default.request(…)`
        }
        return nil
    }

    static let defaultFilter = NamePrefilter(Array(taskMethods) + Array(libraryMembers.keys) + Array(clientTypes))

    /// `session`, `urlSession`, `Session`: a name that may hold a URLSession.
    /// Whether a name's bytes end in `n` and, in any case, in `session`: what its String lowered
    /// and compared says, without making two Strings for every name that ends in `n`. Only ASCII
    /// letters lower to the letters of `session` (U+0130 lowers to `i` and a combining dot).
    static func mayNameSession(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 7, bytes[bytes.count - 1] == UInt8(ascii: "n") else { return false }
        var index = bytes.count - 7
        for letter in "session".utf8 {
            let byte = bytes[index]
            guard byte | 0x20 == letter else { return false }
            index += 1
        }
        return true
    }

    private func isSession(_ head: String) -> Bool {
        head == "URLSession" || clientProperties[head] != nil || head.lowercased().hasSuffix("session")
    }
}
