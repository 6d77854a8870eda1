import Testing
@testable import VCLintCore

/// `#if` branches are read the way the Swift outline reads them, and broken files say where the
/// outline had to guess.
@Suite struct ObjCRecoveryTests {
    @Test func everyBranchIsReadAndAHeaderInTwoBranchesIsOneDeclaration() throws {
        let file = objc("""
            #if TARGET_OS_TV
            @interface Player : UIViewController <TVDelegate>
            #else
            @interface Player : UIViewController <UIDelegate>
            #endif
            @end
            @implementation Player
            #ifdef DEBUG
            - (void)load:(int)debug {
            #elif TESTING
            - (void)load {
            #else
            - (void)loadRelease {
            #endif
                [self start];
            }
            #if 0
            - (void)off {}
            #endif
            @end
            """)
        #expect(file.types.map(\.name) == ["Player", "Player"])
        #expect(file.types[0].inheritance.map(\.name) == ["UIViewController", "TVDelegate"])
        #expect(file.types[0].closeBraceLine == 6)
        let implementation = file.types[1]
        #expect(implementation.functions.map(\.selector) == ["load:", "load", "loadRelease", "off"])
        #expect(implementation.functions.map(\.endLine) == [16, 16, 16, 18])
        #expect(implementation.closeBraceLine == 20)
        #expect(implementation.codeLines == 12)
        #expect(file.partialReads.isEmpty)
    }

    @Test func branchesWithDifferentContainersCloseTogether() {
        let file = objc("""
            #if MAC
            @implementation MacFeed
            #else
            @implementation PhoneFeed
            #endif
            - (void)load {}
            @end
            @implementation After
            @end
            """)
        #expect(file.types.map(\.name) == ["MacFeed", "PhoneFeed", "After"])
        #expect(file.types.map(\.closeBraceLine) == [7, 7, 9])
        #expect(file.partialReads.isEmpty)
    }

    @Test func defineBodiesAreNotCode() {
        let file = objc("""
            #define WEAKIFY(x) __weak typeof(x) weak_##x = x; \\
                @interface Fake : NSObject { }
            @implementation Feed
            - (void)load {}
            @end
            """)
        #expect(file.types.map(\.name) == ["Feed"])
        #expect(file.partialReads.isEmpty)
    }

    @Test func aMissingEndIsNamedAndTheNextContainerStillRead() {
        let file = objc("""
            @interface Feed : UIViewController
            - (void)load;

            @implementation Feed
            - (void)load {}
            @end
            """)
        #expect(file.types.map(\.objcPart) == [.interface, .implementation])
        #expect(file.types[0].closeBraceLine == 4)
        #expect(file.types[1].functions.map(\.name) == ["load"])
        #expect(file.partialReads == [PartialRead(.missingObjCEnd("Feed"), line: 1)])
    }

    @Test func anEndOfFileInsideAnImplementationCountsToTheLastLine() {
        let file = objc("@implementation Feed\n- (void)load {\n    [self a];\n}\n")
        #expect(file.types[0].codeLines == 3)
        #expect(file.partialReads == [PartialRead(.missingObjCEnd("Feed"), line: 1)])
    }

    @Test func bracesOpenAtEndAndAtEndOfFile() {
        let unclosedMethod = objc("@implementation Feed\n- (void)load {\n    if (x) {\n}\n@end\n@implementation Next\n@end\n")
        #expect(unclosedMethod.types.map(\.closeBraceLine) == [5, 7])
        #expect(unclosedMethod.types[0].functions[0].endLine == 5)
        #expect(unclosedMethod.partialReads == [PartialRead(.bracesOpenAtObjCEnd, line: 2)])

        let unclosedFunction = objc("static void f(void) {\n@interface Feed : NSObject\n@end\n")
        #expect(unclosedFunction.types.map(\.name) == ["Feed"])
        #expect(unclosedFunction.partialReads == [PartialRead(.bracesOpenAtEnd, line: 1)])

        let atEnd = objc("@implementation Feed\n- (void)load {\n")
        #expect(atEnd.partialReads == [PartialRead(.missingObjCEnd("Feed"), line: 1), PartialRead(.bracesOpenAtEnd, line: 2)])
    }

    @Test func strayEndsAndBraces() {
        let file = objc("@end\n}\n@implementation Feed\n@end\n")
        #expect(file.types.map(\.name) == ["Feed"])
        #expect(file.partialReads == [PartialRead(.strayObjCEnd, line: 1), PartialRead(.unmatchedClosingBrace, line: 2)])
        #expect(PartialRead(.strayObjCEnd, line: 1).description == "an @end with nothing open")
        #expect(PartialRead(.missingObjCEnd("Feed"), line: 1).description == "no @end for Feed")
    }

    @Test func unclosedInstanceVariablesAndHeaders() {
        let ivars = objc("@interface Feed : NSObject {\n    int _a;\n@end\n@implementation Feed\n@end\n")
        #expect(ivars.types.map(\.name) == ["Feed", "Feed"])
        #expect(ivars.types[0].properties.map(\.name) == ["_a"])
        #expect(ivars.partialReads.map(\.line) == [1])
        let nameless = objc("@interface\n@implementation Feed\n@end\n")
        #expect(nameless.types.map(\.name) == ["Feed"])
        #expect(nameless.partialReads.map(\.line) == [1])
    }

    @Test func garbageNeverTraps() {
        for text in ["@", "@interface", "- (", "@implementation A\n- (void)", "@property (", "[[[", "]]]", "@implementation A\n[a b:",
                     "#if\n#else\n#else\n#endif\n#endif", "@interface A<", "@interface A : B<C *", "@implementation A { int",
                     "@protocol", "@protocol P <", "- (void)a:(", "@implementation A\n- (void)a { ^{ [x y:^{ }] }\n@end"] {
            let file = objc(text)
            #expect(file.types.allSatisfy { $0.closeBraceLine != nil || $0.openBraceLine == nil || !$0.name.isEmpty })
        }
    }
}
